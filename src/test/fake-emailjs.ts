import { vi } from 'vitest';

export const emailjsSendUrl = 'https://api.emailjs.com/api/v1.0/email/send';

type Answer = { status: number; text: string } | { networkError: string } | Promise<never>;

/** Fakes the network at the EmailJS endpoint: every request is recorded and answered. */
export function fakeEmailjs(answer: Answer = { status: 200, text: 'OK' }) {
  const requests: { url: string; init: RequestInit; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, init, body: JSON.parse(String(init.body)) });
    if (url !== emailjsSendUrl) throw new TypeError(`unexpected request to ${url}`);
    if (answer instanceof Promise) return answer;
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    return new Response(answer.text, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}
