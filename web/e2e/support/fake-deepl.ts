// The DeepL stand-in the unit tests use (server/src/modules/translation/deepl.fake.ts), on a fixed
// port for the browser journeys with translation configured (web/playwright.third-parties.config.ts).
// Run with `node --import tsx`.
import { DeepLFake } from '../../../server/src/modules/translation/deepl.fake';

const fake = new DeepLFake(process.env.FAKE_DEEPL_KEY ?? 'e2e-deepl-key');
await fake.start(Number(process.env.FAKE_DEEPL_PORT));
console.log(`fake DeepL on ${fake.origin}`);
