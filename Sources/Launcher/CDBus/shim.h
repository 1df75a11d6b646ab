#ifndef TESSERA_CDBUS_SHIM_H
#define TESSERA_CDBUS_SHIM_H
// libdbus, the reference D-Bus client library SDL itself loads: Tessera reads the desktop's
// settings portal through it (App/Desktop), on a thread of its own.
#include <dbus/dbus.h>
#endif
