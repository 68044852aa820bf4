// The audit log for administrators, newest first, a page at a time.
import type { AuditEntry } from '../../contract';
import { Layout, type PageProps } from './Layout';

interface AuditProps extends PageProps {
  entries: AuditEntry[];
  /** The `before` of the next (older) page, or null on the last page. */
  older: number | null;
  first: boolean;
  formatTime: (seconds: number) => string;
}

export function AuditPage({ entries, older, first, formatTime, ...page }: AuditProps) {
  const { t } = page;
  return (
    <Layout {...page} title={t.auditTitle}>
      <p>
        <a href="/desk/audit.csv" download>
          {t.auditCsv}
        </a>
      </p>
      {entries.length === 0 ? (
        <p>{t.auditEmpty}</p>
      ) : (
        <section class="table-scroll" aria-labelledby="audit-caption" tabindex={0}>
          <table>
            <caption id="audit-caption">{t.auditTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colWhen}</th>
                <th scope="col">{t.colWho}</th>
                <th scope="col">{t.colAction}</th>
                <th scope="col">{t.colEr}</th>
                <th scope="col">{t.colBefore}</th>
                <th scope="col">{t.colAfter}</th>
                <th scope="col">{t.colAddress}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.email ?? ''}</td>
                  <td>{entry.action}</td>
                  <td>{entry.hospital_id ?? ''}</td>
                  <td>
                    <code>{entry.before ?? ''}</code>
                  </td>
                  <td>
                    <code>{entry.after ?? ''}</code>
                  </td>
                  <td>{entry.address ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav class="pages" aria-label={t.auditTitle}>
        {!first && <a href="/desk/audit">{t.auditNewer}</a>}
        {older !== null && <a href={`/desk/audit?before=${older}`}>{t.auditOlder}</a>}
      </nav>
    </Layout>
  );
}
