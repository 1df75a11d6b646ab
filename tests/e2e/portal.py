#!/usr/bin/env python3
"""A stand-in for xdg-desktop-portal's Settings interface, for tests/e2e/portal.sh.

    tests/e2e/portal.py [--version 1|2] NAMESPACE/KEY=TYPE:VALUE ...

Owns org.freedesktop.portal.Desktop on the session bus in DBUS_SESSION_BUS_ADDRESS (the test's
private bus, never the user's) and answers org.freedesktop.portal.Settings at
/org/freedesktop/portal/desktop: ReadAll, Read and, with --version 2 (the default), ReadOne.
Version 1 answers ReadOne with UnknownMethod and wraps Read's value in a second variant, as
portals before ReadOne did. The test changes a setting with

    dbus-send --session --dest=org.freedesktop.portal.Desktop /org/freedesktop/portal/desktop \\
        org.tessera.TestPortal.Set string:NAMESPACE string:KEY variant:TYPE:VALUE

which stores it and emits SettingChanged, as the real portal does when the desktop's setting
changes. TYPE is uint32, boolean or string (a wrong type on purpose).
"""
import argparse
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

SETTINGS = "org.freedesktop.portal.Settings"
PATH = "/org/freedesktop/portal/desktop"


def parse(text):
    """NAMESPACE/KEY=TYPE:VALUE into ((namespace, key), D-Bus value)."""
    name, typed = text.split("=", 1)
    namespace, key = name.rsplit("/", 1)
    kind, value = typed.split(":", 1)
    if kind == "uint32":
        return (namespace, key), dbus.UInt32(int(value))
    if kind == "boolean":
        return (namespace, key), dbus.Boolean(value == "true")
    return (namespace, key), dbus.String(value)


class Portal(dbus.service.Object):
    def __init__(self, bus, version, values):
        super().__init__(bus, PATH)
        self.version = version
        self.values = values

    def lookup(self, namespace, key):
        if (namespace, key) not in self.values:
            raise dbus.exceptions.DBusException(
                "Requested setting not found", name="org.freedesktop.portal.Error.NotFound")
        return self.values[(namespace, key)]

    @dbus.service.method(SETTINGS, in_signature="as", out_signature="a{sa{sv}}")
    def ReadAll(self, namespaces):
        answer = {}
        for (namespace, key), value in self.values.items():
            if not namespaces or namespace in namespaces:
                answer.setdefault(namespace, {})[key] = value
        return answer

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        value = self.lookup(namespace, key)
        # Older portals answer a variant inside the variant.
        return type(value)(value, variant_level=2 if self.version == 1 else 1)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        if self.version < 2:
            raise dbus.exceptions.DBusException(
                "No such method 'ReadOne'", name="org.freedesktop.DBus.Error.UnknownMethod")
        return self.lookup(namespace, key)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("org.tessera.TestPortal", in_signature="ssv", out_signature="")
    def Set(self, namespace, key, value):
        self.values[(str(namespace), str(key))] = value
        self.SettingChanged(namespace, key, value)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--version", type=int, default=2)
    parser.add_argument("settings", nargs="*")
    arguments = parser.parse_args()
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    values = dict(parse(text) for text in arguments.settings)
    portal = Portal(bus, arguments.version, values)
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus, do_not_queue=True)
    print("ready", flush=True)
    GLib.MainLoop().run()
    del portal, name


if __name__ == "__main__":
    sys.exit(main())
