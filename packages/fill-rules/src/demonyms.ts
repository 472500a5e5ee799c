/**
 * Nationalities written as a demonym ("British", "Deutsch", "française"), for the countries the
 * locale files are about and their neighbours: no standard list or `Intl` API holds them. Each
 * country lists its demonym in every supported language, masculine and feminine forms. Words that
 * name more than one country ("American") are left out: a wrong nationality is worse than none.
 */
const WRITTEN: Record<string, string> = {
  GB: 'British Britisch britannique británico británica britannico britannica Brits Britse britânico britânica',
  IE: 'Irish Irisch irlandais irlandaise irlandés irlandesa irlandese Iers Ierse irlandês',
  DE: 'German Deutsch Deutsche allemand allemande alemán alemana tedesco tedesca Duits Duitse alemão alemã',
  FR: 'French Französisch français française francés francesa francese Frans Franse francês',
  ES: 'Spanish Spanisch espagnol espagnole español española spagnolo spagnola Spaans Spaanse espanhol espanhola',
  IT: 'Italian Italienisch italien italienne italiano italiana Italiaans Italiaanse',
  NL: 'Dutch Niederländisch néerlandais néerlandaise neerlandés neerlandesa olandese Nederlands Nederlandse holandês holandesa',
  PT: 'Portuguese Portugiesisch portugais portugaise portugués portuguesa portoghese Portugees Portugese português',
  BR: 'Brazilian Brasilianisch brésilien brésilienne brasileño brasileña brasiliano brasiliana Braziliaans Braziliaanse brasileiro brasileira',
  BE: 'Belgian Belgisch belge belga Belgische',
  AT: 'Austrian Österreichisch autrichien autrichienne austriaco austriaca Oostenrijks Oostenrijkse',
  CH: 'Swiss Schweizerisch suisse suizo suiza svizzero svizzera Zwitsers Zwitserse suíço suíça',
  CO: 'Colombian Kolumbianisch colombien colombienne colombiano colombiana Colombiaans Colombiaanse',
  MX: 'Mexican Mexikanisch mexicain mexicaine mexicano mexicana messicano messicana Mexicaans Mexicaanse',
  AR: 'Argentinian Argentine Argentinisch argentin argentino argentina Argentijns Argentijnse',
  CA: 'Canadian Kanadisch canadien canadienne canadiense canadese Canadees Canadese canadense',
  AU: 'Australian Australisch australien australienne australiano australiana Australische',
  PL: 'Polish Polnisch polonais polonaise polaco polaca polacco polacca Pools Poolse',
};

/** Country code → its demonyms, as written in `WRITTEN` (one word each, separated by spaces). */
export const DEMONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries(WRITTEN).map(([code, list]) => [code, list.split(' ')]),
);
