import { Link } from 'react-router';
import FileJson from 'lucide-react/icons/file-json';
import KeyRound from 'lucide-react/icons/key-round';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OPENAPI_DOCUMENT_URL } from '../api/get-openapi-document';
import { ApiReference } from './api-reference';

export const API_DOCS_TITLE = `API reference — ${site.name}`;

/**
 * /docs/api (public): the API reference. The introduction is ours and is rendered at build time; the
 * reference below it is drawn in the browser from the server's OpenAPI document, so it always matches the
 * API that is running.
 */
export function ApiDocsPage() {
  useDocumentTitle(API_DOCS_TITLE);
  return (
    <>
      <header className="border-b border-border bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">API reference</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
            Check rankings, read your history and reports, and manage scheduled checks and alerts from your own code. Every
            operation below comes with curl, JavaScript and Python examples and the errors it can answer.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.settings} className={buttonClasses()}>
              <KeyRound aria-hidden="true" />
              Create an API key
            </Link>
            <a href={OPENAPI_DOCUMENT_URL} className={buttonClasses('outline')}>
              <FileJson aria-hidden="true" />
              OpenAPI document (JSON)
            </a>
          </div>
        </div>
      </header>
      <ApiReference />
    </>
  );
}
