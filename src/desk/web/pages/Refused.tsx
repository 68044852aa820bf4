// Pages that only say something: a refused change, a page not found, a page for admins only.
import { Layout, type PageProps } from './Layout';

function MessagePage({ title, text, ...page }: PageProps & { title: string; text: string }) {
  return (
    <Layout {...page} title={title}>
      <p>{text}</p>
      <p>
        <a href="/desk">{page.t.backToDesk}</a>
      </p>
    </Layout>
  );
}

export const RefusedPage = (page: PageProps) => (
  <MessagePage {...page} title={page.t.refusedTitle} text={page.t.refusedCsrf} />
);

export const NotFoundPage = (page: PageProps) => (
  <MessagePage {...page} title={page.t.notFoundTitle} text={page.t.notFound} />
);

export const ForbiddenPage = (page: PageProps) => (
  <MessagePage {...page} title={page.t.forbiddenTitle} text={page.t.forbidden} />
);

export const TooLargePage = ({ kb, ...page }: PageProps & { kb: number }) => (
  <MessagePage {...page} title={page.t.tooLargeTitle} text={page.t.tooLarge(kb)} />
);

export const BadBodyPage = (page: PageProps) => (
  <MessagePage {...page} title={page.t.badBodyTitle} text={page.t.badBody} />
);
