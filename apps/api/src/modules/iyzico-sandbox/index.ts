export { registerIyzicoSandbox } from './sandbox.routes.ts';
