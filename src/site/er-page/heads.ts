// The head of each ER and province page (title, description, canonical and hreflang from the
// public origin, OpenGraph, schema.org JSON-LD: site/er-head.ts), from the same models the pages
// are drawn from, so a page and its head never disagree.
import type { Lang } from '../../contract/provinces';
import type { Hospital, SourceInfo } from '../../store/rows';
import { closuresHead, erHead } from '../er-head';
import { renderHead } from '../page-head';
import type { ProvincePageModel } from './er-list';
import type { ErPageModel } from './er-view';

export function erHeadHtml(
  origin: string,
  hospital: Hospital,
  model: ErPageModel,
  source: SourceInfo,
  lang: Lang,
): string {
  const status = model.now.unsure ? 'unsure' : model.now.status;
  const { id, name, city, province, lat, lng } = hospital;
  return renderHead(erHead({ origin, lang, er: { id, name, city, province, lat, lng }, status, source: source.kind }));
}

export function provinceHeadHtml(
  origin: string,
  model: ProvincePageModel,
  source: SourceInfo,
  lang: Lang,
  page?: { number: number; count: number },
): string {
  const count = (status: string) => model.rows.filter((row) => row.status === status).length;
  const counts = { total: model.rows.length, closed: count('closed'), disruption: count('disruption') };
  return renderHead(closuresHead({ origin, lang, province: model.province, counts, source: source.kind, page }));
}
