// glibc's message catalogs (gettext, dgettext, dngettext, bindtextdomain): part of libc, so
// nothing to link. Swift's Glibc module leaves libintl.h out.
#include <libintl.h>
#include <locale.h>
