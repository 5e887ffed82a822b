import { create } from 'zustand';

/**
 * Whether the phone menu is open. Kept outside the header component because the header is
 * drawn twice at start: once around 'Loading page...' while the first page's code downloads,
 * then around the page. A menu opened during that first moment stays open across the swap.
 */
export const useSiteMenuStore = create<{
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  toggle: () => void;
}>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
  toggle: () => set((state) => ({ isOpen: !state.isOpen })),
}));
