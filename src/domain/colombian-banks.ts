/**
 * The Colombian banks of the COP bank transfer (part 2 §3 "Bank transfer (COP)": a description and a PSE code for
 * roughly 50 banks, including test entries). The code is the bank's PSE (ACH Colombia) financial-institution code,
 * sent as `bankTransfer.bankCode`; the description is the bank's own name, shown as it is in every language.
 * Test entries are the PSE test banks a provider's test mode answers; they are marked so a screen can tell them apart.
 */
export interface ColombianBank {
  /** PSE financial-institution code, four digits. */
  code: string;
  description: string;
  /** A PSE test bank (provider test mode), not a real institution. */
  test?: true;
}

export const COLOMBIAN_BANKS: readonly ColombianBank[] = Object.freeze([
  { code: '1059', description: 'BANCAMIA S.A.' },
  { code: '1040', description: 'BANCO AGRARIO' },
  { code: '1052', description: 'BANCO AV VILLAS' },
  { code: '1805', description: 'BANCO BTG PACTUAL' },
  { code: '1032', description: 'BANCO CAJA SOCIAL BCSC SA' },
  { code: '1066', description: 'BANCO COOPERATIVO COOPCENTRAL' },
  { code: '1558', description: 'BANCO CREDIFINANCIERA SA' },
  { code: '1051', description: 'BANCO DAVIVIENDA' },
  { code: '1001', description: 'BANCO DE BOGOTA' },
  { code: '1023', description: 'BANCO DE OCCIDENTE' },
  { code: '1062', description: 'BANCO FALABELLA S.A.' },
  { code: '1063', description: 'BANCO FINANDINA S.A.' },
  { code: '1012', description: 'BANCO GNB SUDAMERIS' },
  { code: '1071', description: 'BANCO J.P. MORGAN COLOMBIA S.A.' },
  { code: '1047', description: 'BANCO MUNDO MUJER' },
  { code: '1060', description: 'BANCO PICHINCHA' },
  { code: '1002', description: 'BANCO POPULAR' },
  { code: '1058', description: 'BANCO PROCREDIT COLOMBIA' },
  { code: '1065', description: 'BANCO SANTANDER DE NEGOCIOS COLOMBIA S.A.' },
  { code: '1069', description: 'BANCO SERFINANZA S.A.' },
  { code: '1053', description: 'BANCO W S.A.' },
  { code: '1031', description: 'BANCOLDEX S.A.' },
  { code: '1007', description: 'BANCOLOMBIA' },
  { code: '1061', description: 'BANCOOMEVA' },
  { code: '1013', description: 'BBVA COLOMBIA' },
  { code: '1009', description: 'CITIBANK' },
  { code: '1370', description: 'COLTEFINANCIERA S.A.' },
  { code: '1292', description: 'CONFIAR COOPERATIVA FINANCIERA' },
  { code: '1291', description: 'COOFINEP COOPERATIVA FINANCIERA' },
  { code: '1283', description: 'COOPERATIVA FINANCIERA DE ANTIOQUIA' },
  { code: '1289', description: 'COTRAFA COOPERATIVA FINANCIERA' },
  { code: '1097', description: 'DALE' },
  { code: '1551', description: 'DAVIPLATA' },
  { code: '1802', description: 'DING TECNIPAGOS S.A.' },
  { code: '1303', description: 'GIROS Y FINANZAS CF' },
  { code: '1637', description: 'IRIS' },
  { code: '1014', description: 'ITAU' },
  { code: '1006', description: 'ITAU ANTES CORPBANCA' },
  { code: '1286', description: 'JFK COOPERATIVA FINANCIERA' },
  { code: '1121', description: 'JURISCOOP COMPAÑIA DE FINANCIAMIENTO' },
  { code: '1070', description: 'LULO BANK S.A.' },
  { code: '1067', description: 'MIBANCO S.A.' },
  { code: '1801', description: 'MOVII' },
  { code: '1507', description: 'NEQUI' },
  { code: '1809', description: 'NU COLOMBIA' },
  { code: '1803', description: 'POWWI' },
  { code: '1811', description: 'RAPPIPAY' },
  { code: '1019', description: 'SCOTIABANK COLPATRIA S.A.' },
  { code: '1808', description: 'BOLD CF' },
  { code: '1022', description: 'BANCO UNION COLOMBIANO', test: true },
  { code: '1151', description: 'BANCO DE PRUEBAS PSE', test: true },
] satisfies ColombianBank[]);

/** The bank with this PSE code, or null. Example: colombianBank('1007')?.description === 'BANCOLOMBIA'. */
export function colombianBank(code: string): ColombianBank | null {
  return COLOMBIAN_BANKS.find((bank) => bank.code === code.trim()) ?? null;
}
