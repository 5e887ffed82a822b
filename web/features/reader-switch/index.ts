/**
 * Changing whose side an analysis is read from ("I am the Franchisee"): the control, its hook
 * and the API call. It costs no credit; the page stores the new analysis where it keeps the
 * document.
 */
export { ReaderSwitcher } from './components/reader-switcher.tsx';
export {
  useReaderSwitch,
  type ReaderSwitchOptions,
  type ReaderSwitchState,
} from './use-reader-switch.ts';
export { switchReaderRequest } from './reader-switch-api.ts';
export { formatReaderOption, formatRole } from './reader-labels.ts';
