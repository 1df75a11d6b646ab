#ifndef TESSERA_CSDL_SHIM_H
#define TESSERA_CSDL_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>
/* mallopt, for the window's malloc settings (PlayCommand.keepMallocFromHoarding). */
#include <malloc.h>
#endif
