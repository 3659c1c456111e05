/**
 * The sample game's typed orders for turn 1, one sheet per empire, as a typist would copy
 * them from the paper (docs/order-format.md) — with a few realistic mistakes for the checker
 * to find: a wrong research table, an unarmed ship given H, a ship name of 16 characters, a
 * misspelt ship, a warp line used twice, a warp letter of the far side, an overspend, a line
 * that is no movement row, hostility toward an empire never met. The same text is
 * resources/samples/nova-sample-orders-turn-1.txt (a test keeps the two equal).
 */
export const SAMPLE_ORDERS_FILE = 'nova-sample-orders-turn-1.txt';

export const SAMPLE_ORDERS_TEXT = `EMPIRE : Celestine Concord     TURN : 1
Production : 210
Treasury : 366
Salvage : Units(Location) : 0
Pillage : Systems(Amount) : 0
Transfers : Amounts(Sender) : 0
Bonus : 0
Total : 576
Expend : 260
Treasury : 316

EXPENDITURES (In Order of Priority)
New RDT          | 3 | 40 | 120
Colony           | 1 | 60 | 60
Regular Army     | 1 | 30 | 30
Research report  | 2 | 5  | 10
Assault Army     | 1 | 30 | 40

COMMISSIONS

RESEARCH (In Order of Priority)
BL20-BL25 | B | (17) | [0] | +2 | [2]
EW5-EW6   | B | (17) | [0] | +1 | [1]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
CALYX | LANTERN 1, LANTERN 2 | C - KESTREL | G | CALYX
CALYX | CARRIER DOVE 1 (1 COL) | S - EMBRIA | F,X | CALYX
CALYX | LANTERN 3 | L - KORAT | Q,X | CALYX
CALYX | WARDEN 1 | | T,I |

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: all ships Qualified toward aliens met for the first time

EMPIRE : Free Traders of Kessa     TURN : 1
Production : 210
Treasury : 366
Total : 576
Expend : 300
Treasury : 276

EXPENDITURES (In Order of Priority)
Corsair          | 2 | 70 | 140
New RDT          | 2 | 40 | 80
Colony           | 1 | 60 | 60
Research report  | 4 | 5  | 20

COMMISSIONS
FREEBOOTER | ELARA || INDEPENDENCE DAY | ELARA

RESEARCH (In Order of Priority)
XL14-XL16 | B | (14) | [0] | +2 | [2]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
ELARA | TRADER 1 (1 COL) | F - PALLAS | F,E | ELARA
ELARA | TRADER 2, TRADER 3 | C - VOLANTE - N | F,X | ELARA
ELARA | TRADER 4 | G - FENRIS | F,X | ELARA
ELARA | TRADER 5 | Y - ACHERON | N,X | ELARA
ELARA | CORSAIR 1, CORSAIR 2 | | T |
ELARA | FREEBOOTER | F | T | ELARA

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: Friendly vs all who identify themselves

EMPIRE : The Ninefold Swarm     TURN : 1
Production : 230
Treasury : 366
Total : 596
Expend : 400
Treasury : 196

EXPENDITURES (In Order of Priority)
Brood Ship       | 2 | 60 | 120
New RDT          | 4 | 40 | 160
Assault Army     | 4 | 30 | 120

COMMISSIONS
BROOD SHIP 3 | VESPER || BROOD SHIP 4 | VESPER

RESEARCH (In Order of Priority)
SN20-SN25 | A | (2.25) | [0] | +2 | [2]
MD6-MD7   | B | (13) | [0] | +2 | [2]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
VESPER | HIVE 1, HIVE 2, HIVE 3 | W - TEMORA - C | H | VESPER
VESPER | DRONE 1 | R - ARKANE - K | N,X | VESPER
VESPER | BROOD SHIP 1 (1 COL) | W - TEMORA | N,E | VESPER
VESPER | BROOD SHIP 2 (2 AA) | A - MARAX | H,A | VESPER
VESPER | HIVE 4, HIVE 5 | S - DRAVEN | T | VESPER

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: all Hives Hostile to all others
SO: HIVE 1 Hostile vs any ship that attacks VESPER

EMPIRE : Umbral Dominion     TURN : 1
Production : 210
Treasury : 366
Total : 576
Expend : 200
Treasury : 376

EXPENDITURES (In Order of Priority)
New RDT          | 2 | 40 | 80
Night Barge      | 2 | 60 | 120

COMMISSIONS
NIGHT BARGE 9 | ISKAR || NIGHT BARGE 10 | ISKAR

RESEARCH (In Order of Priority)
PD6-PD8 | B | (56) | [0] | +2 | [2]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
ISKAR | SHADE 1, SHADE 2 | M - GALEN - WYNDHAM | U | ISKAR
ISKAR | NIGHT BARGE 1 (1 COL) | C - WYNDHAM | K,E | ISKAR
ISKAR | NIGHT BARGE 2 | E - CASTOR | K,X | ISKAR
ISKAR | NIGHT BARGE 3 | H - TARSIS | K,W | ISKAR
ISKAR | SHADE 3, SHADE 4 | | G |

GENERAL, SPECIFIC & CONDITIONAL ORDERS
CO: if any alien ship stays at ISKAR, all Shades Hostile to it

EMPIRE : Hegemony of Vorn     TURN : 1
Production : 210
Treasury : 366
Total : 576
Expend : 290
Treasury : 286

EXPENDITURES (In Order of Priority)
New RDT          | 4 | 40 | 160
Hammer           | 1 | 70 | 70
Colony           | 1 | 60 | 60

COMMISSIONS
ANVIL | LYRA

RESEARCH (In Order of Priority)
BL15-BL20 | B | (17) | [0] | +4 | [4]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
LYRA | IRON FIST 1, IRON FIST 2 | H - ZARKON - G | F,R | LYRA
LYRA | COLUMN 1 (1 COL) | G - QUILON | F,E | LYRA
LYRA | COLUMN 2 | I - GORM | F,X | LYRA
LYRA | COLUMN 3 | Q - CORVAX | F,X | LYRA
LYRA | HAMMR 2, HAMMER 3 | H - ZARKON - K | T | LYRA
LYRA | IRON FIST 3, HAMMER 1, ANVIL | | T |

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: all ships Tolerate unless fired upon

EMPIRE : Solar Ascendancy of Ys     TURN : 1
Production : 210
Treasury : 366
Total : 576
Expend : 640
Treasury : -64

EXPENDITURES (In Order of Priority)
New RDT          | 3 | 40 | 120
Sunray           | 3 | 80 | 240
Dawn Scout       | 2 | 40 | 80
Industrial Complex | 1 | 120 | 120
Colony           | 1 | 60 | 60
Research report  | 4 | 5  | 20

COMMISSIONS
SUNRAY 10 | NADIR || SUNRAY 11 | NADIR
SUNRAY 12 | NADIR || DAWN SCOUT 5 | NADIR
DAWN SCOUT 6 | NADIR

RESEARCH (In Order of Priority)
FA100-FA120 | B | (15) | [0] | +3 | [3]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
NADIR | DAWN SCOUT 1 | O - DENEVA - E | Q,X | NADIR
NADIR | DAWN SCOUT 2 | D - SABIK - P | Q,X | NADIR
NADIR | DAWN SCOUT 3 | J - ALDEBAR | Q,X | NADIR
NADIR | DAWN SCOUT 4 | G - OBERON | Q,X | NADIR
NADIR | SUNRAY 1, SUNRAY 2, SUNRAY 3 | D - SABIK | G | NADIR
Sunray 7 goes to DENEVA with the others
NADIR | SUNRAY 4, SUNRAY 5, SUNRAY 6 | | T |

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: Hostile to the Ninefold Swarm
`;
