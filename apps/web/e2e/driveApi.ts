import { DRIVE_UPLOADS_PATH, type DriveItem } from '@atrium/api/contracts';
import type { APIRequestContext } from '@playwright/test';
import { CLIENT_HEADERS, expect } from './fixtures.ts';

/**
 * Drive set-up through the API, for the flows that are not about it: a folder of the test's
 * own (the admin's drive is shared by every test and every local run) and small files in it.
 */

export async function createFolder(
  api: APIRequestContext,
  name: string,
  parentId?: string,
): Promise<DriveItem> {
  const response = await api.post('/api/drive/folders', {
    headers: CLIENT_HEADERS,
    data: { name, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DriveItem;
}

/** A tus upload in one PATCH (creation, then every byte): the last PATCH answers the item. */
export async function uploadFile(
  api: APIRequestContext,
  name: string,
  bytes: Buffer,
  parentId: string,
): Promise<DriveItem> {
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await api.post(`/api${DRIVE_UPLOADS_PATH}`, {
    headers: {
      ...CLIENT_HEADERS,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `name ${base64(name)},parent_id ${base64(parentId)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location'] ?? '';
  const sent = await api.patch(location, {
    headers: {
      ...CLIENT_HEADERS,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as DriveItem;
}
