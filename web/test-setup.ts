import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each web test starts from an empty document and empty browser storage.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
