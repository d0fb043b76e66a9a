// Makeup brands for the kit autocomplete (free text is allowed too).
export const brands: string[] = [
  'Anastasia Beverly Hills', 'Armani Beauty', 'Australis', 'bareMinerals', 'Beautyblender', 'Becca',
  'Ben Nye', 'Benefit Cosmetics', 'Bobbi Brown', 'Bourjois', 'BPerfect', 'Chanel', 'Charlotte Tilbury',
  'Clinique', 'ColourPop', 'Danessa Myricks Beauty', 'Designer Brands', 'Dior', 'e.l.f. Cosmetics',
  'Essence', 'Estée Lauder', 'Fenty Beauty', 'Givenchy Beauty', 'Glossier', 'Guerlain', 'Haus Labs',
  'Hourglass', 'Huda Beauty', 'Ilia', 'Inglot', 'IT Cosmetics', 'Jane Iredale', "Juvia's Place",
  'Kevyn Aucoin', 'Kosas', 'Kryolan', 'Kylie Cosmetics', 'Lancôme', 'Laura Mercier', 'Lisa Eldridge',
  "L'Oréal Paris", 'MAC', 'Make Up For Ever', 'Makeup Revolution', 'Maybelline', 'Mecca Max', 'Mehron',
  'Merit', 'Milani', 'Models Prefer', 'Morphe', 'NARS', 'Natasha Denona', 'Nude by Nature', 'Nudestix',
  'NYX Professional Makeup', 'Pat McGrath Labs', 'Physicians Formula', 'Rare Beauty', 'Real Techniques',
  'Revlon', 'RMS Beauty', 'Rose Inc', 'Saie', 'Sephora Collection', 'Shiseido', 'Sigma Beauty',
  'Sisley Paris', 'Smashbox', 'Tarte', 'Tatcha', 'Tom Ford Beauty', 'Too Faced', 'Urban Decay',
  'Victoria Beckham Beauty', 'Westman Atelier', 'Wet n Wild', 'YSL Beauty',
]
