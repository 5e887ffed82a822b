import { DocumentVault } from '../../server/encryption/document-vault.ts';
import {
  createFixedKeyring,
  generateMasterKeyText,
  parseMasterKey,
} from '../../server/encryption/master-keys.ts';

/** A vault over a fresh random master key, for tests that use the document code without an app. */
export function createTestVault(): DocumentVault {
  return new DocumentVault(
    createFixedKeyring([parseMasterKey(generateMasterKeyText(), 'The test key')]),
  );
}
