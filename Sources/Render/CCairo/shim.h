#ifndef TESSERA_CCAIRO_SHIM_H
#define TESSERA_CCAIRO_SHIM_H
// cairo's PDF surface: Sudoku prints its puzzles through it (CairoPDF), so the PDF is written by
// a well-kept library rather than by hand.
#include <cairo.h>
#include <cairo-pdf.h>
#endif
