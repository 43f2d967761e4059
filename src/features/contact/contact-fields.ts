import type { ContactMessage } from '../../services/email';

export type ContactField = {
  name: keyof ContactMessage;
  /** Its label: an interface text (src/i18n/). */
  label: 'nameField' | 'emailField' | 'titleField' | 'messageField';
  type: 'text' | 'email';
  autoComplete?: string;
  /** Generous for real messages, small enough that nobody can paste a megabyte. */
  maxLength: number;
  rows?: number;
};

export const contactFields: readonly ContactField[] = [
  { name: 'user_name', label: 'nameField', type: 'text', autoComplete: 'name', maxLength: 100 },
  {
    name: 'user_email',
    label: 'emailField',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
  { name: 'title', label: 'titleField', type: 'text', autoComplete: 'off', maxLength: 150 },
  { name: 'message', label: 'messageField', type: 'text', maxLength: 5000, rows: 4 },
];

export const emptyMessage: ContactMessage = {
  user_name: '',
  user_email: '',
  title: '',
  message: '',
};

export function trimMessage(message: ContactMessage): ContactMessage {
  return {
    user_name: message.user_name.trim(),
    user_email: message.user_email.trim(),
    title: message.title.trim(),
    message: message.message.trim(),
  };
}
