import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JWT } from 'google-auth-library';
import { z } from 'zod';
import { EnvError } from '../../env.ts';

/** One push to one device. FCM `data` values are strings. */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
  /** Urgent pushes (the attendance prompt) ask for high priority delivery. */
  urgent?: boolean;
}

/**
 * `sent`: accepted. `unregistered` / `invalid`: the token is dead and is deleted.
 * `failed`: anything else (quota, outage); the token stays.
 */
export type PushOutcome = 'sent' | 'unregistered' | 'invalid' | 'failed';

/** What the notification service pushes through; tests pass a fake. */
export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** FIREBASE_SERVICE_ACCOUNT: the service-account JSON itself, or a path to the file. */
export function parseServiceAccount(raw: string, cwd = process.cwd()): ServiceAccount {
  let text = raw.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(path.resolve(cwd, text), 'utf8');
    } catch {
      throw new EnvError(`FIREBASE_SERVICE_ACCOUNT: cannot read the file ${text}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EnvError('FIREBASE_SERVICE_ACCOUNT: not valid JSON');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    throw new EnvError(
      'FIREBASE_SERVICE_ACCOUNT: a service account needs project_id, client_email and private_key',
    );
  }
  return parsed.data;
}

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** The error body of the FCM HTTP v1 API (`google.firebase.fcm.v1.FcmError` in details). */
interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: Array<{ '@type'?: string; errorCode?: string }>;
  };
}

/** Maps an FCM v1 answer to an outcome (the same split firebase-admin makes). */
export function classifyFcmResponse(status: number, body: unknown): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  const error = (body as FcmErrorBody | undefined)?.error;
  const codes = [error?.status, ...(error?.details ?? []).map((detail) => detail.errorCode)];
  if (status === 404 || codes.includes('UNREGISTERED')) return 'unregistered';
  if (codes.includes('INVALID_ARGUMENT') && /registration token/i.test(error?.message ?? '')) {
    return 'invalid';
  }
  return 'failed';
}

export interface FcmSenderOptions {
  serviceAccount: ServiceAccount;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Injectable for tests; a JWT client for the service account otherwise. */
  getAccessToken?: () => Promise<string>;
}

/**
 * Firebase Cloud Messaging over the HTTP v1 API, authorised with the service account
 * (google-auth-library caches and refreshes the access token).
 */
export function createFcmSender(options: FcmSenderOptions): PushSender {
  const { serviceAccount } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const jwt = new JWT({
    email: serviceAccount.client_email,
    key: serviceAccount.private_key,
    scopes: [FCM_SCOPE],
  });
  const accessToken =
    options.getAccessToken ??
    (async (): Promise<string> => {
      const { token } = await jwt.getAccessToken();
      if (!token) throw new Error('FCM: no access token');
      return token;
    });
  const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(serviceAccount.project_id)}/messages:send`;

  return {
    async send(token, message) {
      const body = {
        message: {
          token,
          notification: { title: message.title, body: message.body },
          data: message.data,
          ...(message.urgent
            ? {
                android: { priority: 'HIGH' },
                webpush: { headers: { Urgency: 'high' } },
                apns: { headers: { 'apns-priority': '10' } },
              }
            : {}),
        },
      };
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      let answer: unknown;
      try {
        answer = await response.json();
      } catch {
        answer = undefined;
      }
      return classifyFcmResponse(response.status, answer);
    },
  };
}
