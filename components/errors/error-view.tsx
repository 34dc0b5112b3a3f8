import { BackButton } from '@/components/errors/back-button';

interface ErrorViewProps {
  title: string;
  status?: string;
  text: string;
  homeHref: string;
  homeLabel: string;
  backLabel: string;
}

/** The error page body shared by the not-found page and the error boundaries. */
export function ErrorView({ title, status, text, homeHref, homeLabel, backLabel }: ErrorViewProps) {
  return (
    <section className="error-view" aria-labelledby="error-view-title">
      {status ? (
        <p className="error-view__status" aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 id="error-view-title">{title}</h1>
      <p>{text}</p>
      <div className="error-view__actions">
        {/* A plain link: after an error the client router may be the broken part. */}
        <a href={homeHref} className="button button--primary">
          {homeLabel}
        </a>
        <BackButton label={backLabel} fallbackHref={homeHref} />
      </div>
    </section>
  );
}
