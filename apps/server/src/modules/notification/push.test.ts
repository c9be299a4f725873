import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError } from '../../env.ts';
import { classifyFcmResponse, createFcmSender, parseServiceAccount } from './push.ts';

const account = {
  type: 'service_account',
  project_id: 'atrium-test',
  client_email: 'push@atrium-test.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
};

function fcmError(status: string, errorCode: string, message: string) {
  return {
    error: {
      code: 400,
      status,
      message,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  };
}

describe('parseServiceAccount', () => {
  it('reads the JSON itself or a file path', () => {
    expect(parseServiceAccount(JSON.stringify(account))).toMatchObject({
      project_id: 'atrium-test',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-fcm-'));
    writeFileSync(path.join(dir, 'sa.json'), JSON.stringify(account));
    expect(parseServiceAccount('sa.json', dir).client_email).toBe(account.client_email);
  });

  it('refuses what is not a service account, with a readable message', () => {
    expect(() => parseServiceAccount('{not json')).toThrow(EnvError);
    expect(() => parseServiceAccount('{"project_id":"x"}')).toThrow(/client_email/);
    expect(() => parseServiceAccount('/nowhere/sa.json')).toThrow(/cannot read/);
  });
});

describe('classifyFcmResponse', () => {
  it('maps FCM v1 answers to outcomes', () => {
    expect(classifyFcmResponse(200, { name: 'projects/x/messages/1' })).toBe('sent');
    expect(
      classifyFcmResponse(
        404,
        fcmError('NOT_FOUND', 'UNREGISTERED', 'Requested entity was not found.'),
      ),
    ).toBe('unregistered');
    expect(
      classifyFcmResponse(
        400,
        fcmError(
          'INVALID_ARGUMENT',
          'INVALID_ARGUMENT',
          'The registration token is not a valid FCM registration token',
        ),
      ),
    ).toBe('invalid');
    // A bad message (not the token) must not delete the token.
    expect(
      classifyFcmResponse(
        400,
        fcmError('INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'Invalid JSON payload'),
      ),
    ).toBe('failed');
    expect(
      classifyFcmResponse(429, fcmError('RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED', 'quota')),
    ).toBe('failed');
    expect(classifyFcmResponse(503, undefined)).toBe('failed');
  });
});

describe('createFcmSender', () => {
  it('posts an HTTP v1 message with the access token and reads the outcome', async () => {
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const sender = createFcmSender({
      serviceAccount: account,
      getAccessToken: async () => 'ya29.test',
      fetch: async (url, init) => {
        requests.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify(fcmError('NOT_FOUND', 'UNREGISTERED', 'gone')), {
          status: 404,
        });
      },
    });
    const outcome = await sender.send('device-token', {
      title: 'Confirm attendance',
      body: 'Are you still working?',
      data: { event: 'attendance.prompt' },
      urgent: true,
    });
    expect(outcome).toBe('unregistered');
    expect(requests[0]?.url).toBe(
      'https://fcm.googleapis.com/v1/projects/atrium-test/messages:send',
    );
    expect(requests[0]?.init.headers).toMatchObject({ Authorization: 'Bearer ya29.test' });
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      message: {
        token: 'device-token',
        notification: { title: 'Confirm attendance', body: 'Are you still working?' },
        data: { event: 'attendance.prompt' },
        android: { priority: 'HIGH' },
        webpush: { headers: { Urgency: 'high' } },
        apns: { headers: { 'apns-priority': '10' } },
      },
    });
  });
});
