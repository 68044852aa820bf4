// Every word of the landing page outside the API docs (docs-strings.ts) and what the page script
// writes (script-strings.ts), in both official languages. French is typed against English, so a string
// missing in one language is a type error. Text may carry `code`, **strong** and [links](href),
// which Inline.tsx renders.

import type { Lang } from '../contract/provinces';

const en = {
  lang: 'en' as Lang,
  path: '/',
  title: 'ER status in Canada: closures, live reporting and a free widget',
  description:
    'Which Canadian emergency rooms are closed or disrupted right now and how many report live, with a free widget for any website and an open API.',
  ogLocale: 'en_CA',
  skip: 'Skip to main content',
  languageNav: 'Language',
  languageName: 'English',
  contents: 'On this page',

  heading: 'Emergency rooms in Canada, right now',
  lead: 'Which emergency rooms are closed or disrupted, and how many report live. Any website can show this with a free widget, and developers can read it through an open API.',
  emergency: 'In an emergency, call 911.',
  healthAdvice:
    'For health advice, call [811](tel:811) in most provinces and territories; in Nunavut, contact your community health centre.',

  nowHeading: 'Across Canada right now',
  figures: {
    ers: 'ERs tracked',
    reportingLive: 'Report live',
    closed: 'Closed',
    disruption: 'Open with a service disruption',
  },
  loading: 'Loading…',
  noscript:
    'The figures and the widget need JavaScript. The same data is in the [RSS feed](/feed.xml) and the [API](#api).',
  widgetHeading: 'Closures, coverage and map',
  widgetIntro:
    'The widget that any site can embed, with the same data. Choose a province or territory to see its closures; the map is at the end.',
  widgetRegion: 'ER status widget, scrollable',

  embedHeading: 'Add the widget to your site',
  embedIntro:
    'Choose what it shows, copy the code and paste it into any web page. It needs no key and no account; it credits its source and shows the emergency numbers by itself.',
  province: 'Province or territory',
  views: 'What to show',
  controls: 'Let readers choose the province or territory',
  language: 'Language',
  langAuto: 'The language of the page it is on',
  langEn: 'English',
  langFr: 'French',
  theme: 'Colours',
  themes: { light: 'Light', dark: 'Dark', auto: 'Follow the reader’s system setting' },
  mapHeight: 'Height of the map, when it is shown',
  mapHeights: {
    usual: 'Usual (256 pixels, fits a phone)',
    taller: 'Taller (400 pixels)',
    tallest: 'Tallest (600 pixels)',
  },
  kind: 'How to embed it',
  kinds: {
    script: 'Script tag: the widget takes the height of its content',
    iframe: 'Iframe made by the same script: the widget in a frame of its own, as tall as its content',
  },
  code: 'Code to paste',
  codeHint: 'Paste it into the HTML of your page, where the widget should appear.',
  copy: 'Copy the code',
  preview: 'Preview',
  previewNote: 'The real widget, with this server’s data.',
  previewRegion: 'Preview of the widget, scrollable',
  configuratorNoscript:
    'The configurator needs JavaScript. Without it, copy the code above and replace HOST with this server’s address.',

  dataHeading: 'About the data',
  dataWhatHeading: 'What it shows',
  dataWhat: [
    '**Closures and disruptions**: emergency rooms that are closed, or open with reduced service, with the reason and the expected reopening when it is announced.',
    '**Coverage**: how many emergency rooms each province and territory has, and how many of them report live (a wait time, or Québec’s counts of people and stretchers).',
  ],
  dataWhereHeading: 'Where it comes from',
  dataWhereIntro:
    'A server reads the provinces’ feeds and the health authorities’ notices, or an ERstat service, or a saved snapshot, or the sample; its status desk adds what people at the ERs say. Every figure names its source and its time:',
  /** Minutes between two readings of the provinces' feeds, then of the authorities' notices. */
  dataWhere: (feedsFrom: number, feedsTo: number, noticesFrom: number, noticesTo: number) => [
    `**Provincial feeds**: the provinces’ own public data, read every ${feedsFrom} to ${feedsTo} minutes. Wait times in Alberta and parts of British Columbia, Québec’s hourly counts of people waiting and stretchers occupied (counts, not waits), and whether each ER is open or closed in northern British Columbia. Each figure carries the time the feed gives it (Alberta gives none: the time it was read), and data older than twice the rhythm its publisher keeps (one publication missed) is dated and no longer called live.`,
    `**Closure notices**: the closures and disruptions that health authorities announce on their own pages, in seven provinces, read every ${noticesFrom} to ${noticesTo} minutes. The notice reader finds the ER, the kind of change and its hours in the notice’s words, which are always shown as published, with the authority named. A notice whose times cannot be read is shown as a disruption from when it was read, with no end.`,
    '**Status desk**: ER staff, and a health authority’s or a newsroom’s editors, publish a closure, a disruption or a reopening, or confirm that what the public sees is still true. It shows everywhere at once, and the widget says who confirmed it (their organisation) and how long ago.',
    '**ERstat service**: a live ER status service, such as ERstat, read with the server’s own key (relay mode). Its figures keep the times it gives them.',
    '**ERstat open-data snapshot**: a saved copy in ERstat’s open-data layout (closures, coverage, hospitals). It is as old as the day it was taken: that date is shown beside every figure and it is never called live.',
    '**Sample data**: the built-in demonstration set, 56 real emergency rooms with invented statuses and readings, made again at every start. Always labelled “Sample data — not live”: it says nothing about any ER today.',
  ],
  dataPredictHeading: 'How good the predictions are',
  dataPredict: [
    'Where no live figure is published, the API predicts one, with an **80 % range**: on weeks the model had not seen, the real value fell inside it 8 times in 10, about 1 time in 10 above it and 1 time in 10 below. A range is a promise about how often, not a guarantee for one visit.',
    'Measured on Québec’s hourly file, January to June 2024 (4,238 hours, 115 emergency rooms; the first 8 weeks to learn, the next 18 weeks scored): the people waiting to see a physician were predicted 1, 2 and 4 hours ahead within 1.7, 2.4 and 3.2 people on average, against 1.9, 2.9 and 4.5 by repeating the last count and 4.1 with the usual level for the hour. The ranges held 80.0 to 80.1 % at each horizon and for each confidence word (high, moderate, low).',
    'Québec publishes counts, not waits: for its emergency rooms the widget says whether it is busier or quieter than usual for the hour and how many people are expected waiting in the next hours, never a wait time.',
  ],
  dataFreshHeading: 'How fresh it is',
  dataFresh: (closuresS: number, coverageMin: number, keptHours: number) =>
    `Closures are refreshed every ${closuresS} seconds and coverage every ${coverageMin} minutes, the cache windows of the API. Every figure says when it was last updated. If the source stops answering, the last figures received stay on screen for up to ${keptHours} hours, marked with their time.`,

  licensingHeading: 'Licensing and attribution',
  freeHeading: 'Free for non-commercial use',
  free: 'The widget, the [RSS feed](/feed.xml) and the closures and coverage of the API are free for non-commercial use, with attribution: a visible link back to the source. The widget shows its attribution by itself, and it cannot be hidden. With the API, show the `attribution` text of each answer with a link to the source.',
  commercialHeading: 'Commercial licence',
  commercialIntro: 'Commercial use needs a commercial licence. It adds:',
  commercial: [
    'wait times for every emergency room, live and predicted, each with its basis (`/api/v1/waits`);',
    'history and bulk data (`/api/v1/history`, also as CSV);',
    'an uptime service-level agreement (SLA);',
    'push delivery of changes (webhooks);',
    'higher rate limits.',
  ],
  commercialHow:
    'To get one, contact the people who run this server. They create commercial keys with `npm run keys -- create --tier commercial --name "…"`.',
  termsHeading: 'The data’s own terms',
  terms:
    'ERstat’s open data is under the CC BY-NC 4.0 licence: credit ERstat with a visible link to [erstat.ca](https://erstat.ca), and do not use it commercially without ERstat’s permission. The er-status software itself is free under the MIT licence.',

  footerOpenApi: 'OpenAPI document (JSON)',
  footerFeed: 'RSS feed of closures',
  feedPath: '/feed.xml',
  alerts: 'Get an email when an ER you choose closes or reopens',
  alertsPath: '/subscribe',
};

export type PageStrings = typeof en;

const fr: PageStrings = {
  lang: 'fr',
  path: '/fr/',
  title: 'État des urgences au Canada\u00a0: fermetures, données en direct et widget gratuit',
  description:
    'Quelles urgences canadiennes sont fermées ou perturbées en ce moment et combien publient des données en direct, avec un widget gratuit pour tout site Web et une API ouverte.',
  ogLocale: 'fr_CA',
  skip: 'Passer au contenu principal',
  languageNav: 'Langue',
  languageName: 'Français',
  contents: 'Sur cette page',

  heading: 'Les urgences au Canada, en ce moment',
  lead: 'Quelles urgences sont fermées ou perturbées, et combien publient des données en direct. Tout site Web peut afficher ces renseignements avec un widget gratuit, et les développeurs peuvent les lire au moyen d’une API ouverte.',
  emergency: 'En cas d’urgence, composez le 911.',
  healthAdvice:
    'Pour des conseils santé, composez le [811](tel:811) dans la plupart des provinces et territoires; au Nunavut, communiquez avec votre centre de santé communautaire.',

  nowHeading: 'Au Canada en ce moment',
  figures: {
    ers: 'Urgences suivies',
    reportingLive: 'Publient des données en direct',
    closed: 'Fermées',
    disruption: 'Ouvertes avec une perturbation de service',
  },
  loading: 'Chargement…',
  noscript:
    'Les chiffres et le widget ont besoin de JavaScript. Les mêmes données se trouvent dans le [fil RSS](/feed.xml?lang=fr) et l’[API](#api).',
  widgetHeading: 'Fermetures, couverture et carte',
  widgetIntro:
    'Le widget que tout site peut intégrer, avec les mêmes données. Choisissez une province ou un territoire pour voir ses fermetures; la carte est à la fin.',
  widgetRegion: 'Widget de l’état des urgences, défilant',

  embedHeading: 'Ajouter le widget à votre site',
  embedIntro:
    'Choisissez ce qu’il affiche, copiez le code et collez-le dans n’importe quelle page Web. Il ne demande ni clé ni compte; il indique sa source et affiche lui-même les numéros à composer en cas d’urgence.',
  province: 'Province ou territoire',
  views: 'Contenu affiché',
  controls: 'Permettre aux lecteurs de choisir la province ou le territoire',
  language: 'Langue',
  langAuto: 'Celle de la page où il se trouve',
  langEn: 'Anglais',
  langFr: 'Français',
  theme: 'Couleurs',
  themes: { light: 'Claires', dark: 'Foncées', auto: 'Selon le réglage du système du lecteur' },
  mapHeight: 'Hauteur de la carte, si elle est affichée',
  mapHeights: {
    usual: 'Habituelle (256 pixels, tient dans un téléphone)',
    taller: 'Plus haute (400 pixels)',
    tallest: 'La plus haute (600 pixels)',
  },
  kind: 'Mode d’intégration',
  kinds: {
    script: 'Balise script\u00a0: le widget prend la hauteur de son contenu',
    iframe:
      'Cadre (iframe) créé par le même script\u00a0: le widget dans son propre cadre, à la hauteur de son contenu',
  },
  code: 'Code à coller',
  codeHint: 'Collez-le dans le code HTML de votre page, à l’endroit où le widget doit apparaître.',
  copy: 'Copier le code',
  preview: 'Aperçu',
  previewNote: 'Le vrai widget, avec les données de ce serveur.',
  previewRegion: 'Aperçu du widget, défilant',
  configuratorNoscript:
    'Le configurateur a besoin de JavaScript. Sans lui, copiez le code ci-dessus et remplacez HOST par l’adresse de ce serveur.',

  dataHeading: 'À propos des données',
  dataWhatHeading: 'Ce qui est affiché',
  dataWhat: [
    '**Fermetures et perturbations**\u00a0: les urgences fermées, ou ouvertes avec un service réduit, avec la raison et la réouverture prévue lorsqu’elle est annoncée.',
    '**Couverture**\u00a0: le nombre d’urgences de chaque province et territoire, et combien d’entre elles publient des données en direct (un temps d’attente, ou les comptes de personnes et de civières du Québec).',
  ],
  dataWhereHeading: 'D’où viennent les données',
  dataWhereIntro:
    'Un serveur lit les flux des provinces et les avis des autorités de santé, ou un service ERstat, ou un instantané enregistré, ou les données d’exemple. Son poste des statuts y ajoute ce que disent les gens des urgences. Chaque chiffre nomme sa source et son heure\u00a0:',
  dataWhere: (feedsFrom, feedsTo, noticesFrom, noticesTo) => [
    `**Flux provinciaux**\u00a0: les données publiques des provinces, lues toutes les ${feedsFrom} à ${feedsTo} minutes. Les temps d’attente de l’Alberta et d’une partie de la Colombie-Britannique, les comptes horaires du Québec (personnes en attente et civières occupées, des comptes et non des temps d’attente), et l’état ouvert ou fermé des urgences du nord de la Colombie-Britannique. Chaque chiffre porte l’heure que lui donne le flux (l’Alberta n’en donne pas\u00a0: l’heure de lecture), et des données plus vieilles que deux fois le rythme de leur éditeur (une publication manquée) sont datées et ne sont plus présentées comme étant en direct.`,
    `**Avis de fermeture**\u00a0: les fermetures et perturbations que les autorités de santé annoncent sur leurs propres pages, dans sept provinces, lues toutes les ${noticesFrom} à ${noticesTo} minutes. Le lecteur d’avis trouve dans les mots de l’avis l’urgence, le type de changement et ses heures. Ces mots sont toujours affichés tels que publiés, avec le nom de l’autorité. Un avis dont les heures sont illisibles est présenté comme une perturbation à partir de sa lecture, sans fin annoncée.`,
    '**Poste des statuts**\u00a0: le personnel des urgences et les rédacteurs d’une autorité de santé ou d’une salle de nouvelles publient une fermeture, une perturbation ou une réouverture, ou confirment que ce que voit le public est toujours vrai. C’est affiché partout aussitôt, et le widget dit qui l’a confirmé (son organisation) et depuis combien de temps.',
    '**Service ERstat**\u00a0: un service d’état des urgences en direct, comme ERstat, lu avec la clé du serveur (mode relais). Ses chiffres gardent l’heure qu’il leur donne.',
    '**Instantané des données ouvertes d’ERstat**\u00a0: une copie enregistrée au format des données ouvertes d’ERstat (fermetures, couverture, hôpitaux). Il a l’âge du jour où il a été pris\u00a0: cette date est indiquée à côté de chaque chiffre et il n’est jamais présenté comme étant en direct.',
    '**Données d’exemple**\u00a0: le jeu de démonstration intégré, 56 vraies urgences avec des états et des relevés inventés, refait à chaque démarrage. Toujours signalé par «\u00a0Données d’exemple — pas en direct\u00a0»\u00a0: il ne dit rien d’une urgence aujourd’hui.',
  ],
  dataPredictHeading: 'Ce que valent les prévisions',
  dataPredict: [
    'Là où aucun chiffre en direct n’est publié, l’API en prédit un, avec une **fourchette à 80\u00a0%**\u00a0: sur des semaines que le modèle n’avait pas vues, la valeur réelle y est tombée 8 fois sur 10, environ 1 fois sur 10 au-dessus et 1 fois sur 10 en dessous. Une fourchette dit à quelle fréquence, elle ne garantit rien pour une visite.',
    'Mesuré sur le fichier horaire du Québec, de janvier à juin 2024 (4\u00a0238 heures, 115 urgences\u00a0; 8 semaines pour apprendre, les 18 suivantes évaluées)\u00a0: le nombre de personnes en attente d’un médecin a été prédit 1, 2 et 4 heures à l’avance à 1,7, 2,4 et 3,2 personnes près en moyenne, contre 1,9, 2,9 et 4,5 en répétant le dernier compte et 4,1 avec le niveau habituel de l’heure. Les fourchettes ont tenu de 80,0 à 80,1\u00a0% à chaque horizon et pour chaque niveau de confiance (élevé, moyen, faible).',
    'Le Québec publie des comptes, pas des temps d’attente\u00a0: pour ses urgences, le widget dit si l’achalandage est plus fort ou plus faible que d’habitude à cette heure et combien de personnes sont attendues dans les prochaines heures, jamais un temps d’attente.',
  ],
  dataFreshHeading: 'Fraîcheur des données',
  dataFresh: (closuresS, coverageMin, keptHours) =>
    `Les fermetures sont actualisées toutes les ${closuresS} secondes et la couverture toutes les ${coverageMin} minutes, les durées de mise en cache de l’API. Chaque chiffre indique quand il a été mis à jour. Si la source ne répond plus, les derniers chiffres reçus restent affichés jusqu’à ${keptHours} heures, avec leur heure.`,

  licensingHeading: 'Licences et attribution',
  freeHeading: 'Gratuit pour un usage non commercial',
  free: 'Le widget, le [fil RSS](/feed.xml?lang=fr) ainsi que les fermetures et la couverture de l’API sont gratuits pour un usage non commercial, avec attribution\u00a0: un lien visible vers la source. Le widget affiche lui-même son attribution, qui ne peut pas être masquée. Avec l’API, affichez le texte `attribution` de chaque réponse avec un lien vers la source.',
  commercialHeading: 'Licence commerciale',
  commercialIntro: 'Un usage commercial demande une licence commerciale. Elle ajoute\u00a0:',
  commercial: [
    'le temps d’attente de chaque urgence, en direct et prédit, chacun avec sa base (`/api/v1/waits`);',
    'l’historique et les données en bloc (`/api/v1/history`, aussi en CSV);',
    'une entente de niveau de service sur la disponibilité (SLA);',
    'l’envoi des changements (webhooks);',
    'des limites de débit plus élevées.',
  ],
  commercialHow:
    'Pour en obtenir une, communiquez avec les personnes qui exploitent ce serveur. Elles créent les clés commerciales avec `npm run keys -- create --tier commercial --name "…"`.',
  termsHeading: 'Conditions propres aux données',
  terms:
    'Les données ouvertes d’ERstat sont sous licence CC BY-NC 4.0\u00a0: mentionnez ERstat avec un lien visible vers [erstat.ca](https://erstat.ca), et ne les utilisez pas à des fins commerciales sans la permission d’ERstat. Le logiciel er-status lui-même est libre, sous licence MIT.',

  footerOpenApi: 'Document OpenAPI (JSON)',
  footerFeed: 'Fil RSS des fermetures',
  feedPath: '/feed.xml?lang=fr',
  alerts: 'Recevoir un courriel quand une urgence de votre choix ferme ou rouvre',
  alertsPath: '/fr/abonnement',
};

export const PAGE_STRINGS: Readonly<Record<Lang, PageStrings>> = { en, fr };
