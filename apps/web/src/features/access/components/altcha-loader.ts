// Registers the <altcha-widget> element and its Latin-American Spanish strings; loaded on demand.
// The "external" build is the lean one (decision 0325): its styles come as a CSS file instead of
// JavaScript, and its proof-of-work workers are separate files fetched when a check is solved,
// where the default build inlines both into the script every /Login visit downloads.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/es-419';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// The algorithms the default build registers; the API's challenges use SHA-256.
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
