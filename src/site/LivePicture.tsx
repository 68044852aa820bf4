// "Across Canada right now": the national figures, where they come from and how old they are,
// then the widget itself. The build renders placeholders of the figures' final size; the page
// script (live-figures.ts) fills them in, so nothing moves when the data arrives.

import type { Lang } from '../contract/provinces';
import { type FigureName, NO_FIGURE } from './figures';
import { Inline } from './Inline';
import { PAGE_STRINGS } from './strings';
import { PAGE_VIEWS } from './views';

export function LivePicture({ lang }: { lang: Lang }) {
  const t = PAGE_STRINGS[lang];
  const figure = (name: FigureName) => <span data-figure={name}>{NO_FIGURE}</span>;
  return (
    <section id="now" aria-labelledby="now-heading">
      <h2 id="now-heading">{t.nowHeading}</h2>
      <p class="source" data-source="">
        {t.loading}
      </p>
      <dl class="figures">
        <div>
          <dt>{t.figures.ers}</dt>
          <dd>{figure('ers')}</dd>
        </div>
        <div>
          <dt>{t.figures.reportingLive}</dt>
          <dd>{figure('reporting_live')}</dd>
          <dd class="share">{figure('share')}</dd>
        </div>
        <div>
          <dt>{t.figures.closed}</dt>
          <dd>{figure('closed')}</dd>
        </div>
        <div>
          <dt>{t.figures.disruption}</dt>
          <dd>{figure('disruption')}</dd>
        </div>
      </dl>
      <ul class="updated">
        <li data-updated="coverage" />
        <li data-updated="closures" />
      </ul>
      <noscript>
        <Inline text={t.noscript} />
      </noscript>
      <h3 id="widget-heading">{t.widgetHeading}</h3>
      <p>{t.widgetIntro}</p>
      {/* A fixed height: the widget's height depends on the data and must not push the page; and
          hidden (data-loading) until it has its data, since its content moves as it loads. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section class="widget-frame" aria-label={t.widgetRegion} tabIndex={0} data-loading={t.loading}>
        <div class="widget-slot">
          <div data-er-status="" data-views={PAGE_VIEWS.join(',')} data-controls="" />
        </div>
      </section>
    </section>
  );
}
