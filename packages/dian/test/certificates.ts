export { makeTestPkcs12, type TestPkcs12 } from '../src/signature/test-certificate.ts';
