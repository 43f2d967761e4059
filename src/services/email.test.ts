import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailjsSendUrl, fakeEmailjs } from '../test/fake-emailjs';
import { sendContactMessage, type ContactMessage } from './email';

const config = { publicKey: 'public-key', serviceId: 'service_x', templateId: 'template_y' };
const message: ContactMessage = {
  user_name: 'Ada',
  user_email: 'ada@example.com',
  title: 'Hello',
  message: 'Let us talk',
};
const sentAt = new Date(2026, 10, 21, 14, 30);

afterEach(() => vi.unstubAllGlobals());

describe('sendContactMessage', () => {
  it('posts the EmailJS payload and reports success', async () => {
    const { requests } = fakeEmailjs({ status: 200, text: 'OK' });
    await expect(sendContactMessage(message, config, sentAt)).resolves.toEqual({
      status: 'success',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe(emailjsSendUrl);
    expect(request!.init.method).toBe('POST');
    expect(request!.init.headers).toEqual({ 'Content-type': 'application/json' });
    expect(request!.body).toEqual({
      lib_version: '4.4.1',
      user_id: 'public-key',
      service_id: 'service_x',
      template_id: 'template_y',
      template_params: { ...message, send_time: sentAt.toLocaleString() },
    });
  });

  it.each([400, 403, 429, 451, 500])(
    'returns an error with the response text for %i',
    async (status) => {
      fakeEmailjs({ status, text: `refused with ${status}` });
      await expect(sendContactMessage(message, config, sentAt)).resolves.toEqual({
        status: 'error',
        reason: 'rejected',
        httpStatus: status,
        detail: `refused with ${status}`,
      });
      expect(console.error).toHaveBeenCalledWith(expect.any(String), `refused with ${status}`);
      vi.mocked(console.error).mockClear();
    },
  );

  it('turns the raw TypeError of a network failure into an error result', async () => {
    fakeEmailjs({ networkError: 'Failed to fetch' });
    await expect(sendContactMessage(message, config)).resolves.toEqual({
      status: 'error',
      reason: 'network',
      detail: 'TypeError: Failed to fetch',
    });
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'TypeError: Failed to fetch');
    vi.mocked(console.error).mockClear();
  });

  it.each([
    ['publicKey', /public key is required/],
    ['serviceId', /service ID is required/],
    ['templateId', /template ID is required/],
  ])('sends nothing and reports the SDK refusal when %s is missing', async (key, reason) => {
    const { requests } = fakeEmailjs();
    const result = await sendContactMessage(message, { ...config, [key]: '' });
    expect(result).toMatchObject({
      status: 'error',
      reason: 'refused',
      detail: expect.stringMatching(reason),
    });
    expect(requests).toHaveLength(0);
    expect(console.error).toHaveBeenCalledOnce();
    vi.mocked(console.error).mockClear();
  });
});
