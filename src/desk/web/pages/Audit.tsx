// The audit log for administrators, newest first, a page at a time: when (on the ER's clock, or
// the desk's), who, what in words, which ER, and what changed field by field.
import type { AuditEntry } from '../../contract';
import { Layout, type PageProps } from './Layout';

/** One entry as it is read: its time, action, ER and changes already in words. */
export interface AuditLine {
  entry: AuditEntry;
  when: string;
  action: string;
  er: string;
  changes: string[];
}

interface AuditProps extends PageProps {
  lines: AuditLine[];
  /** The `before` of the next (older) page, or null on the last page. */
  older: number | null;
  first: boolean;
  /** The desk's own zone, for entries that name no ER. */
  zone: string;
}

export function AuditPage({ lines, older, first, zone, ...page }: AuditProps) {
  const { t } = page;
  return (
    <Layout {...page} title={t.auditTitle} wide>
      <p>
        <a href="/desk/audit.csv" download>
          {t.auditCsv}
        </a>
      </p>
      <p>{t.auditZone(zone)}</p>
      {lines.length === 0 ? (
        <p>{t.auditEmpty}</p>
      ) : (
        <section class="table-scroll" aria-labelledby="audit-caption" tabindex={0}>
          <table class="audit">
            <caption id="audit-caption">{t.auditTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colWhen}</th>
                <th scope="col">{t.colWho}</th>
                <th scope="col">{t.colAction}</th>
                <th scope="col">{t.colEr}</th>
                <th scope="col">{t.colChange}</th>
                <th scope="col">{t.colAddress}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ entry, when, action, er, changes }) => (
                <tr key={entry.id}>
                  <td class="when">{when}</td>
                  <td class="who">{entry.email ?? ''}</td>
                  <td>
                    {action}
                    <span class="code">{entry.action}</span>
                  </td>
                  <td>{er}</td>
                  <td class="changes">
                    {changes.length > 0 && (
                      <ul>
                        {changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    )}
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
