// What `import ... from 'zod'` resolves to in the web build (web/vite.config.ts aliases it): zod,
// with its jitless setting made before any schema of a contract is built. A page that parses no
// contract so loads no zod; the first that does configures it on the way.
import './zod-jitless';

export * from 'zod/v4';
