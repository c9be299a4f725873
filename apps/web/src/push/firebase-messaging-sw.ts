/// <reference lib="webworker" />
// Firebase Cloud Messaging's service worker: shows the system notification for a push that
// arrives while no Atrium page is open. Its settings come from its own URL (see firebaseConfig.ts).
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';

const config: unknown = JSON.parse(
  new URL(self.location.href).searchParams.get('config') ?? 'null',
);
if (config && typeof config === 'object') {
  // Firebase's worker displays `notification` payloads and opens `fcm_options.link` on click.
  getMessaging(initializeApp(config));
}
