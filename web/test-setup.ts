import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each web test starts from an empty document and empty browser storage.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has <dialog> but not its methods: open and close it as a browser would, minus the
// focus trap and inert page, which are the browser's job (and the journeys' to check).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
