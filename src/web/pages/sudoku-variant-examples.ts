/**
 * The Sudoku page's variant examples (plain data, so tests can check them without a browser):
 * f-puzzles JSON, each with exactly one solution (the one given here, which test/web checks
 * against the variant engine) and where it comes from.
 */

/** A variant example: its name in the menu, where it comes from, the f-puzzles JSON, its solution. */
export interface SudokuVariantExample {
  name: string;
  source: string;
  fpuzzles: string;
  solution: string;
}

/** The variant examples, in menu order. */
export const SUDOKU_VARIANT_EXAMPLES: readonly SudokuVariantExample[] = [
  {
    name: "Killer",
    source:
      "the Interactive Sudoku Solver's killer example (test/data/sudoku/variants/killer.json)",
    fpuzzles:
      '{"size":9,"title":"killer","grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C3","R1C4","R1C5"],"value":"15"},{"cells":["R2C1","R2C2","R3C1","R3C2"],"value":"25"},{"cells":["R2C3","R2C4"],"value":"17"},{"cells":["R3C3","R3C4","R4C4"],"value":"9"},{"cells":["R1C6","R2C5","R2C6","R3C5"],"value":"22"},{"cells":["R1C7","R2C7"],"value":"4"},{"cells":["R1C8","R2C8"],"value":"16"},{"cells":["R1C9","R2C9","R3C9","R4C9"],"value":"15"},{"cells":["R3C7","R3C8","R4C7"],"value":"20"},{"cells":["R3C6","R4C6","R5C6"],"value":"8"},{"cells":["R4C5","R5C5","R6C5"],"value":"17"},{"cells":["R5C4","R6C4","R7C4"],"value":"20"},{"cells":["R4C2","R4C3"],"value":"14"},{"cells":["R4C1","R5C1"],"value":"6"},{"cells":["R5C2","R5C3","R6C2"],"value":"13"},{"cells":["R6C3","R7C2","R7C3"],"value":"6"},{"cells":["R4C8","R5C7","R5C8"],"value":"17"},{"cells":["R6C1","R7C1","R8C1","R9C1"],"value":"27"},{"cells":["R8C2","R9C2"],"value":"8"},{"cells":["R8C3","R9C3"],"value":"16"},{"cells":["R7C5","R8C4","R8C5","R9C4"],"value":"10"},{"cells":["R5C9","R6C9"],"value":"12"},{"cells":["R6C7","R6C8"],"value":"6"},{"cells":["R6C6","R7C6","R7C7"],"value":"20"},{"cells":["R8C6","R8C7"],"value":"15"},{"cells":["R7C8","R7C9","R8C8","R8C9"],"value":"14"},{"cells":["R9C5","R9C6","R9C7"],"value":"13"},{"cells":["R9C8","R9C9"],"value":"17"}]}',
    solution: "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
  },
  {
    name: "Jigsaw",
    source:
      "the Interactive Sudoku Solver's jigsaw example (test/data/sudoku/variants/jigsaw.json)",
    fpuzzles:
      '{"size":9,"title":"jigsaw","grid":[[{"region":0,"value":3,"given":true},{"region":0},{"region":0},{"region":0},{"region":0},{"region":0},{"region":0},{"region":2},{"region":1,"value":7,"given":true}],[{"region":4,"value":1,"given":true},{"region":5},{"region":3},{"region":3},{"region":0},{"region":3},{"region":0},{"region":2},{"region":1,"value":5,"given":true}],[{"region":4},{"region":5},{"region":3},{"region":3},{"region":3,"value":6,"given":true},{"region":3,"value":8,"given":true},{"region":2},{"region":2},{"region":1}],[{"region":4},{"region":5},{"region":3,"value":5,"given":true},{"region":3},{"region":2,"value":1,"given":true},{"region":2,"value":9,"given":true},{"region":2},{"region":2},{"region":1}],[{"region":4},{"region":5},{"region":5},{"region":5,"value":9,"given":true},{"region":6},{"region":6},{"region":1},{"region":2},{"region":1}],[{"region":4},{"region":4},{"region":5},{"region":6},{"region":6},{"region":6},{"region":1},{"region":1},{"region":1,"value":2,"given":true}],[{"region":4,"value":8,"given":true},{"region":4},{"region":5},{"region":5},{"region":6},{"region":6,"value":3,"given":true},{"region":6},{"region":6},{"region":7}],[{"region":4},{"region":8},{"region":8},{"region":8,"value":2,"given":true},{"region":8,"value":3,"given":true},{"region":7,"value":5,"given":true},{"region":7},{"region":7},{"region":7,"value":1,"given":true}],[{"region":8},{"region":8},{"region":8},{"region":8},{"region":8},{"region":7},{"region":7},{"region":7,"value":9,"given":true},{"region":7}]]}',
    solution: "364891527189374265542168739625719843213987456937456182876523914498235671751642398",
  },
  {
    name: "Thermo",
    source:
      "the Interactive Sudoku Solver's thermo example (test/data/sudoku/variants/thermo.json)",
    fpuzzles:
      '{"size":9,"title":"thermo","grid":[[{},{"value":4,"given":true},{},{},{},{},{},{"value":1,"given":true},{}],[{"value":2,"given":true},{},{},{},{},{},{},{},{"value":6,"given":true}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{"value":9,"given":true},{},{},{},{},{},{},{},{"value":2,"given":true}],[{},{"value":1,"given":true},{},{},{},{},{},{"value":9,"given":true},{}]],"thermometer":[{"lines":[["R9C4","R8C3","R7C2","R6C1","R5C2","R4C3"]]},{"lines":[["R4C1","R3C2","R2C3","R1C4","R2C5","R3C6"]]},{"lines":[["R1C6","R2C7","R3C8","R4C9","R5C8","R6C7"]]},{"lines":[["R6C9","R7C8","R8C7","R9C6","R8C5","R7C4"]]}]}',
    solution: "847632519295471386631598247129743865486259173753816924368924751974185632512367498",
  },
  {
    name: "Arrow and Kropki",
    source:
      "the Interactive Sudoku Solver's arrow example with every clue taken away and Kropki dots added where its solution has them (about half), checked unique with the variant engine",
    fpuzzles:
      '{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"arrow":[{"cells":["R1C5"],"lines":[["R1C5","R2C4","R3C3","R4C2","R5C1"]]},{"cells":["R3C7"],"lines":[["R3C7","R2C6","R3C5","R4C4","R5C3"]]},{"cells":["R6C2"],"lines":[["R6C2","R7C3","R6C4","R5C5","R4C6"]]},{"cells":["R7C4"],"lines":[["R7C4","R7C5","R7C6"]]},{"cells":["R6C7"],"lines":[["R6C7","R5C7","R4C7"]]},{"cells":["R5C9"],"lines":[["R5C9","R6C8","R7C7","R8C6","R9C5"]]}],"difference":[{"cells":["R1C7","R2C7"],"value":"1"},{"cells":["R1C8","R2C8"],"value":"1"},{"cells":["R2C1","R2C2"],"value":"1"},{"cells":["R2C9","R3C9"],"value":"1"},{"cells":["R3C8","R3C9"],"value":"1"},{"cells":["R3C9","R4C9"],"value":"1"},{"cells":["R4C8","R4C9"],"value":"1"},{"cells":["R5C3","R6C3"],"value":"1"},{"cells":["R6C6","R6C7"],"value":"1"},{"cells":["R6C8","R6C9"],"value":"1"},{"cells":["R7C9","R8C9"],"value":"1"},{"cells":["R8C2","R9C2"],"value":"1"},{"cells":["R8C7","R8C8"],"value":"1"},{"cells":["R8C8","R9C8"],"value":"1"},{"cells":["R9C1","R9C2"],"value":"1"}],"ratio":[{"cells":["R1C6","R2C6"],"value":"2"},{"cells":["R2C2","R3C2"],"value":"2"},{"cells":["R2C4","R2C5"],"value":"2"},{"cells":["R2C6","R2C7"],"value":"2"},{"cells":["R2C7","R3C7"],"value":"2"},{"cells":["R3C2","R3C3"],"value":"2"},{"cells":["R4C6","R4C7"],"value":"2"},{"cells":["R5C3","R5C4"],"value":"2"},{"cells":["R6C9","R7C9"],"value":"2"},{"cells":["R7C5","R7C6"],"value":"2"},{"cells":["R7C8","R7C9"],"value":"2"},{"cells":["R8C1","R9C1"],"value":"2"},{"cells":["R8C4","R9C4"],"value":"2"},{"cells":["R9C2","R9C3"],"value":"2"}]}',
    solution: "167584329985362417342719856718293645253647198694158732571936284829471563436825971",
  },
  {
    name: "Windoku",
    source:
      "built here: a windoku grid from the variant engine, clues taken away while it stays unique (checked with the variant engine)",
    fpuzzles:
      '{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{"value":8,"given":true},{},{},{},{},{"value":1,"given":true}],[{},{},{},{},{"value":7,"given":true},{},{},{},{}],[{},{},{},{},{},{"value":8,"given":true},{},{},{}],[{},{"value":6,"given":true},{},{},{},{},{},{"value":5,"given":true},{}],[{},{},{},{},{},{"value":4,"given":true},{},{},{"value":9,"given":true}],[{},{},{"value":7,"given":true},{},{},{"value":3,"given":true},{},{},{}],[{},{"value":9,"given":true},{"value":3,"given":true},{"value":1,"given":true},{},{},{"value":6,"given":true},{},{}],[{},{"value":8,"given":true},{},{"value":5,"given":true},{},{},{"value":1,"given":true},{},{}]],"extraregion":[{"cells":["R2C2","R2C3","R2C4","R3C2","R3C3","R3C4","R4C2","R4C3","R4C4"]},{"cells":["R2C6","R2C7","R2C8","R3C6","R3C7","R3C8","R4C6","R4C7","R4C8"]},{"cells":["R6C2","R6C3","R6C4","R7C2","R7C3","R7C4","R8C2","R8C3","R8C4"]},{"cells":["R6C6","R6C7","R6C8","R7C6","R7C7","R7C8","R8C6","R8C7","R8C8"]}]}',
    solution: "471926835926835471835471926219758364764319258358264719147683592593142687682597143",
  },
  {
    name: "Anti-knight, nonconsecutive",
    source:
      "the Interactive Sudoku Solver's anti-knight nonconsecutive example (test/data/sudoku/variants/antiknight-nonconsecutive.json)",
    fpuzzles:
      '{"size":9,"title":"antiknight-nonconsecutive","grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{"value":4,"given":true},{},{"value":7,"given":true},{},{},{}],[{},{},{"value":6,"given":true},{},{},{},{"value":5,"given":true},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{"value":4,"given":true},{},{},{},{"value":3,"given":true},{},{}],[{},{},{},{"value":2,"given":true},{},{"value":5,"given":true},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"antiknight":true,"nonconsecutive":true}',
    solution: "973518264425963718861427953316842597758396142294751386649275831182639475537184629",
  },
];
