#!/usr/bin/env python3
"""Prints a line for every top-level window mapped on $DISPLAY, as the X server reports it.

compare-apps.sh reads these lines to time exec → window mapped. Polling `xdotool` for a visible
window adds its own start-up (tens of milliseconds, a process per poll) to every app's figure,
which flattens the ratios between a fast and a slow app; a MapNotify event on the root window
carries no such delay, and the clock is read the moment the event arrives.

Output, one line per map, flushed: `<epoch seconds> <window id> <_NET_WM_PID or 0>`. The first
line is `ready` once the root window is watched. Only libX11 (through ctypes) is needed.
"""

import ctypes
import ctypes.util
import sys
import time

SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
MAP_NOTIFY = 19
XA_CARDINAL = 6


class XMapEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("event", ctypes.c_ulong),
        ("window", ctypes.c_ulong),
        ("override_redirect", ctypes.c_int),
    ]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xmap", XMapEvent), ("pad", ctypes.c_long * 24)]


def main() -> int:
    name = ctypes.util.find_library("X11")
    if name is None:
        print("error: libX11 is not installed", file=sys.stderr)
        return 1
    x11 = ctypes.CDLL(name)
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
    x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
        ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p),
    ]

    # A window may be gone before its property is read; Xlib's default handler would then end
    # the watcher, so errors are ignored.
    handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    ignore_errors = handler_type(lambda _display, _error: 0)
    x11.XSetErrorHandler.argtypes = [handler_type]
    x11.XSetErrorHandler(ignore_errors)

    display = x11.XOpenDisplay(None)
    if not display:
        print("error: cannot open the display named by DISPLAY", file=sys.stderr)
        return 1
    root = x11.XDefaultRootWindow(display)
    pid_atom = x11.XInternAtom(display, b"_NET_WM_PID", 0)
    x11.XSelectInput(display, root, SUBSTRUCTURE_NOTIFY_MASK)
    x11.XFlush(display)
    print("ready", flush=True)

    def window_pid(window: int) -> int:
        actual_type = ctypes.c_ulong()
        actual_format = ctypes.c_int()
        count = ctypes.c_ulong()
        after = ctypes.c_ulong()
        data = ctypes.c_void_p()
        status = x11.XGetWindowProperty(
            display, window, pid_atom, 0, 1, 0, XA_CARDINAL, ctypes.byref(actual_type),
            ctypes.byref(actual_format), ctypes.byref(count), ctypes.byref(after),
            ctypes.byref(data))
        pid = 0
        if status == 0 and data.value:
            if actual_format.value == 32 and count.value == 1:
                pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0]
            x11.XFree(data)
        return pid

    event = XEvent()
    while True:
        x11.XNextEvent(display, ctypes.byref(event))
        stamp = time.time()
        if event.type != MAP_NOTIFY or event.xmap.override_redirect:
            continue
        window = event.xmap.window
        print(f"{stamp:.6f} {window} {window_pid(window)}", flush=True)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (KeyboardInterrupt, BrokenPipeError):
        sys.exit(0)
