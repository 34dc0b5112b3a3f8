import { create } from 'zustand';
import type { Device } from '@/lib/browser/device';

/** Everything that slides in or pops up. Only one is open at a time. */
export type Overlay =
  | 'cartSidebar'
  | 'wishlistSidebar'
  | 'profileSidebar'
  | 'filtersSidebar'
  | 'mobileMenu'
  | 'loginModal'
  | 'newsletterModal'
  | 'addToListModal';

export type LoginModalMode = 'LOGIN' | 'REGISTER' | 'RESET';

/** Products for "Add to list": each variant once, in whole units; `title` names them. */
export interface ListRequest {
  /** Which opening of the modal asked (the modal starts afresh for each). */
  opening: number;
  title: string;
  lines: { productId: number; quantity: number }[];
}

export type NewListRequest = Omit<ListRequest, 'opening'>;
export type CategoryView = 'grid' | 'list';

export interface UiState {
  overlay: Overlay | null;
  loginModalMode: LoginModalMode;
  /** Where to go after a successful sign-in (e.g. `/checkout` from the cart sidebar). */
  loginRedirectPath: string | null;
  categoryView: CategoryView;
  cartLoading: boolean;
  wishlistLoading: boolean;
  device: Device;
  /** What the add-to-list modal puts on a list. */
  listRequest: ListRequest | null;

  /** Opens the overlay, or closes it when it is already open (sidebars open and close by toggle). */
  toggleOverlay: (overlay: Exclude<Overlay, 'loginModal'>) => void;
  /** Opens the overlay (replacing any other) and keeps it open if it already is. */
  openOverlay: (overlay: Exclude<Overlay, 'loginModal'>) => void;
  /** Closes the open overlay; given a name, only when that one is still the open one. */
  closeOverlay: (overlay?: Overlay) => void;
  openLoginModal: (options?: { mode?: LoginModalMode; redirectPath?: string | null }) => void;
  openAddToList: (request: NewListRequest) => void;
  setLoginModalMode: (mode: LoginModalMode) => void;
  setCategoryView: (view: CategoryView) => void;
  setCartLoading: (loading: boolean) => void;
  setWishlistLoading: (loading: boolean) => void;
  setDevice: (device: Device) => void;
}

export const initialUiState = {
  overlay: null,
  loginModalMode: 'LOGIN',
  loginRedirectPath: null,
  categoryView: 'grid',
  cartLoading: false,
  wishlistLoading: false,
  device: 'desktop',
  listRequest: null,
} satisfies Partial<UiState>;

// Opening any overlay replaces the one that was open, which is how opening the cart, the wishlist or
// the login modal closes the mobile menu.
export const useUiStore = create<UiState>()((set) => ({
  ...initialUiState,
  toggleOverlay: (overlay) => set((state) => (state.overlay === overlay ? closed() : { overlay })),
  openOverlay: (overlay) => set({ overlay }),
  closeOverlay: (overlay) =>
    set((state) => (overlay && state.overlay !== overlay ? state : closed())),
  openLoginModal: (options) =>
    set({
      overlay: 'loginModal',
      loginModalMode: options?.mode ?? 'LOGIN',
      loginRedirectPath: options?.redirectPath ?? null,
    }),
  openAddToList: (request) =>
    set((state) => ({
      overlay: 'addToListModal',
      listRequest: { ...request, opening: (state.listRequest?.opening ?? 0) + 1 },
    })),
  setLoginModalMode: (loginModalMode) => set({ loginModalMode }),
  setCategoryView: (categoryView) => set({ categoryView }),
  setCartLoading: (cartLoading) => set({ cartLoading }),
  setWishlistLoading: (wishlistLoading) => set({ wishlistLoading }),
  setDevice: (device) => set({ device }),
}));

function closed(): Pick<UiState, 'overlay' | 'loginModalMode' | 'loginRedirectPath'> {
  return { overlay: null, loginModalMode: 'LOGIN', loginRedirectPath: null };
}
