import type { ReactNode } from 'react';
import styles from './documents.module.css';

/**
 * An account page about documents, named by its heading: a list page, and a document page that
 * could not show its document.
 */
export function DocumentSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
