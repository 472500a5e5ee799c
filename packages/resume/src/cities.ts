import { fold } from './fold.ts';

/**
 * Large cities of the countries whose résumés the parser reads (and a few hubs people move to), in
 * their local and English spellings. Only a hint: a city written with a postcode or a country is
 * read without this list; the list lets a lone `Berlin` on a contact line, or `, Madrid` after an
 * employer, be told from other words.
 */
const CITIES = [
  // DE, AT, CH
  'Berlin;Hamburg;München;Munich;Köln;Cologne;Frankfurt;Frankfurt am Main;Stuttgart;Düsseldorf;Dortmund;Essen;Leipzig;Bremen;Dresden;Hannover;Hanover;Nürnberg;Nuremberg;Duisburg;Bochum;Wuppertal;Bielefeld;Bonn;Münster;Karlsruhe;Mannheim;Augsburg;Wiesbaden;Mönchengladbach;Gelsenkirchen;Aachen;Braunschweig;Kiel;Chemnitz;Halle;Magdeburg;Freiburg;Freiburg im Breisgau;Krefeld;Mainz;Lübeck;Erfurt;Oberhausen;Rostock;Kassel;Hagen;Potsdam;Saarbrücken;Hamm;Ludwigshafen;Oldenburg;Osnabrück;Leverkusen;Heidelberg;Darmstadt;Solingen;Regensburg;Paderborn;Ingolstadt;Würzburg;Ulm;Wolfsburg;Göttingen;Heilbronn;Pforzheim;Offenbach;Bottrop;Trier;Jena;Erlangen;Konstanz;Koblenz;Siegen;Gütersloh;Hildesheim;Wien;Vienna;Graz;Linz;Salzburg;Innsbruck;Klagenfurt;Zürich;Zurich;Genf;Genève;Geneva;Basel;Bern;Lausanne;Luzern;Lucerne;St. Gallen;Lugano;Winterthur;Zug',
  // FR, BE, LU
  'Paris;Marseille;Lyon;Toulouse;Nice;Nantes;Montpellier;Strasbourg;Bordeaux;Lille;Rennes;Reims;Toulon;Saint-Étienne;Le Havre;Grenoble;Dijon;Angers;Nîmes;Villeurbanne;Clermont-Ferrand;Le Mans;Aix-en-Provence;Brest;Tours;Amiens;Limoges;Annecy;Perpignan;Metz;Besançon;Orléans;Rouen;Mulhouse;Caen;Nancy;Argenteuil;Montreuil;Roubaix;Tourcoing;Avignon;Poitiers;Pau;La Rochelle;Versailles;Boulogne-Billancourt;Nanterre;Créteil;Saint-Denis;Courbevoie;Neuilly-sur-Seine;Levallois-Perret;Issy-les-Moulineaux;Sophia Antipolis;Bruxelles;Brussel;Brussels;Anvers;Antwerpen;Antwerp;Gand;Gent;Ghent;Liège;Luik;Charleroi;Namur;Louvain;Leuven;Bruges;Brugge;Mons;Mechelen;Hasselt;Luxembourg;Luxemburg',
  // ES
  'Madrid;Barcelona;Valencia;València;Sevilla;Seville;Zaragoza;Málaga;Malaga;Murcia;Palma;Palma de Mallorca;Las Palmas;Las Palmas de Gran Canaria;Bilbao;Alicante;Córdoba;Cordoba;Valladolid;Vigo;Gijón;Hospitalet de Llobregat;Vitoria;Vitoria-Gasteiz;A Coruña;La Coruña;Granada;Elche;Oviedo;Badalona;Cartagena;Terrassa;Jerez de la Frontera;Sabadell;Santa Cruz de Tenerife;Pamplona;Almería;San Sebastián;Donostia;Santander;Castellón;Burgos;Albacete;Salamanca;Logroño;Huelva;Cádiz;León;Tarragona;Girona;Lleida;Cáceres;Toledo;Santiago de Compostela;Alcalá de Henares;Getafe;Leganés;Móstoles;Alcobendas',
  // NL
  'Amsterdam;Rotterdam;Den Haag;The Hague;Utrecht;Eindhoven;Groningen;Tilburg;Almere;Breda;Nijmegen;Apeldoorn;Haarlem;Arnhem;Enschede;Amersfoort;Zaanstad;Den Bosch;s-Hertogenbosch;Hoofddorp;Zwolle;Leiden;Maastricht;Dordrecht;Zoetermeer;Delft;Deventer;Alkmaar;Hilversum;Amstelveen;Leeuwarden;Schiphol;Diemen;Rijswijk;Wageningen',
  // PT, BR
  'Lisboa;Lisbon;Porto;Oporto;Braga;Coimbra;Aveiro;Faro;Funchal;Setúbal;Amadora;Almada;Oeiras;Cascais;Sintra;Matosinhos;Vila Nova de Gaia;Guimarães;Évora;Leiria;Viseu;Ponta Delgada;São Paulo;Sao Paulo;Rio de Janeiro;Brasília;Brasilia;Salvador;Fortaleza;Belo Horizonte;Manaus;Curitiba;Recife;Porto Alegre;Belém;Goiânia;Campinas;Florianópolis;Florianopolis;Vitória;Natal;Santos;São José dos Campos;Niterói;Joinville;Ribeirão Preto;Uberlândia',
  // IT
  'Roma;Rome;Milano;Milan;Napoli;Naples;Torino;Turin;Palermo;Genova;Genoa;Bologna;Firenze;Florence;Bari;Catania;Venezia;Venice;Verona;Messina;Padova;Padua;Trieste;Taranto;Brescia;Parma;Prato;Modena;Reggio Calabria;Reggio Emilia;Perugia;Livorno;Ravenna;Cagliari;Foggia;Rimini;Salerno;Ferrara;Sassari;Latina;Monza;Bergamo;Pescara;Trento;Vicenza;Bolzano;Novara;Piacenza;Ancona;Udine;Lecce;Como;Pisa;Siena;Pavia',
  // GB, IE
  'London;Manchester;Birmingham;Leeds;Glasgow;Edinburgh;Liverpool;Bristol;Sheffield;Newcastle;Newcastle upon Tyne;Nottingham;Leicester;Cardiff;Belfast;Southampton;Brighton;Oxford;Cambridge;Reading;Coventry;Aberdeen;Milton Keynes;York;Bath;Exeter;Norwich;Dublin;Cork;Galway;Limerick',
  // US, CA
  'New York;New York City;NYC;Los Angeles;Chicago;Houston;Phoenix;Philadelphia;San Antonio;San Diego;Dallas;San Jose;Austin;Jacksonville;San Francisco;Columbus;Fort Worth;Indianapolis;Charlotte;Seattle;Denver;Washington;Boston;El Paso;Nashville;Detroit;Portland;Las Vegas;Memphis;Louisville;Baltimore;Milwaukee;Albuquerque;Tucson;Fresno;Sacramento;Kansas City;Atlanta;Miami;Raleigh;Omaha;Minneapolis;Tulsa;Cleveland;Oakland;Tampa;New Orleans;Pittsburgh;Cincinnati;St. Louis;Orlando;Salt Lake City;Palo Alto;Mountain View;Menlo Park;Sunnyvale;Cupertino;Redmond;Brooklyn;Cambridge;Toronto;Montréal;Montreal;Vancouver;Calgary;Ottawa;Edmonton;Québec;Quebec;Winnipeg;Halifax',
  // MX, AR, CO, CL, PE and other hubs
  'Ciudad de México;Ciudad de Mexico;Mexico City;CDMX;Guadalajara;Monterrey;Puebla;Tijuana;Querétaro;Mérida;Buenos Aires;Córdoba;Rosario;Mendoza;Bogotá;Bogota;Medellín;Medellin;Cali;Barranquilla;Santiago;Santiago de Chile;Valparaíso;Lima;Montevideo;Quito;Caracas;Copenhagen;København;Stockholm;Oslo;Helsinki;Warsaw;Warszawa;Kraków;Krakow;Wrocław;Prague;Praha;Budapest;Athens;Bucharest;Sofia;Istanbul;Tallinn;Riga;Vilnius;Dubai;Abu Dhabi;Tel Aviv;Singapore;Hong Kong;Tokyo;Sydney;Melbourne;Bangalore;Bengaluru;Mumbai;Cape Town;Johannesburg',
];

const BY_NAME = new Map<string, string>();
for (const group of CITIES) for (const name of group.split(';')) BY_NAME.set(fold(name), name);

/** Whether a phrase is the name of a large city (any spelling the list knows). */
export const isKnownCity = (text: string) => BY_NAME.has(fold(text));
