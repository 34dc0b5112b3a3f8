import type { ReactNode } from 'react';

/**
 * The `blank` layout: no chrome. For pages shown inside or on the way to another system, such as
 * punch-out transfer pages and the payment redirect.
 */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return <main className="blank-main">{children}</main>;
}
