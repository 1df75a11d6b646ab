#ifndef TESSERA_CSDL_SHIM_H
#define TESSERA_CSDL_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>
/* mallopt and malloc_trim: the window's malloc settings (WindowStart.keepMallocFromHoarding)
   and its idle trim (EventLoop.returnFreedMemory). */
#include <malloc.h>
#endif
