import { Alert } from '@atrium/ui/alert';

export interface LoginErrorAlertProps {
  title: string;
  message: string;
}

/** The failed sign-in message. Its own module so the sign-in page loads it only when needed. */
export default function LoginErrorAlert({ title, message }: LoginErrorAlertProps) {
  return (
    <Alert tone="danger" title={title}>
      {message}
    </Alert>
  );
}
