export const aroundIt = {
  'account.usage': 'Usalo da una shell sul tuo computer:',
  'account.usageEnv': 'Tieni il token in una variabile d’ambiente (il bot lo legge da lì):',
  'account.usageCurl': 'Chiama l’API con il token, per esempio le tue partite:',
  'account.usageBot':
    'Oppure lascia giocare un bot ai tuoi posti (il comando tavolo di @tavolo/sdk):',
} as const;
