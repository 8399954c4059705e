"""Where network play may reach, and tables told and found on the local network (mDNS).

The rule for tests, CI and trials: nothing leaves the computer. With PARLOUR_LOOPBACK_ONLY set
(conftest, .ci/run and the smoke test set it) a host binds only to the loopback address, a player
connects only to it, and nothing is announced or looked for on the local network: announcing
and browsing are multicast, so they are off, not merely pointed elsewhere. PARLOUR_NO_LAN=1
turns announcing and browsing off alone (a host in a container, where multicast goes nowhere).

Announcing uses zeroconf through a *backend* with four calls (announce, withdraw, browse,
close), so the tests give a fake one; `ZeroconfBackend` is the real library, made only when a
host or the Join screen asks for it with the rule allowing it.

    >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("localhost"), is_loopback("192.168.1.5")
    (True, True, True, False)
"""
from __future__ import annotations

import dataclasses
import ipaddress
import logging
import os
import socket
import threading
from collections.abc import Callable
from typing import Any

from game.core.text import T
from scenes.net.wire import VERSION, Refusal

LOOPBACK_ENV = "PARLOUR_LOOPBACK_ONLY"
NO_LAN_ENV = "PARLOUR_NO_LAN"
SERVICE = "_parlour._tcp.local."
LOOPBACK = "127.0.0.1"
#: every interface, for a host friends on the local network can reach
EVERYWHERE = "0.0.0.0"
DEFAULT_PORT = 8765

log = logging.getLogger("parlour")


class NotAllowed(OSError):
    """An address the network rule does not allow here (loopback only)."""


def loopback_only() -> bool:
    return os.environ.get(LOOPBACK_ENV, "").strip() not in ("", "0")


def lan_allowed() -> bool:
    """May tables be announced and looked for on the local network (multicast)?"""
    return not loopback_only() and os.environ.get(NO_LAN_ENV, "").strip() in ("", "0")


def is_loopback(host: str) -> bool:
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False


def default_bind() -> str:
    """Where a host listens unless told: every interface, or only loopback under the rule."""
    return LOOPBACK if loopback_only() else EVERYWHERE


def check_bind(host: str) -> str:
    if loopback_only() and not is_loopback(host):
        raise NotAllowed(f"this Parlour may only listen on the loopback address ({LOOPBACK_ENV} is set), "
                         f"not on {host or 'every interface'}")
    return host


def check_connect(host: str) -> str:
    if loopback_only() and not is_loopback(host):
        raise NotAllowed(f"this Parlour may only connect to the loopback address ({LOOPBACK_ENV} is set), "
                         f"not to {host}")
    return host


def split_address(address: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """"192.168.1.20:8765", "[::1]:8765", "annbox" -> (host, port); ValueError if it is none.

    >>> split_address("192.168.1.20:8765"), split_address("[::1]:9000"), split_address("annbox")
    (('192.168.1.20', 8765), ('::1', 9000), ('annbox', 8765))
    """
    text = address.strip()
    if not text:
        raise Refusal(T("no address given"))
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    try:
        port = int(port_text) if port_text else default_port
    except ValueError:
        raise Refusal(T("{port} is not a port number", port=repr(port_text))) from None
    if not host or not 0 < port < 65536 or any(c.isspace() or c in "/@?#" for c in host):
        raise Refusal(T("{address} is not an address (host:port)", address=repr(address)))
    return host, port


def lan_addresses() -> list[str]:
    """The addresses friends on the local network can reach this computer at (IPv4, not
    loopback), read from the interfaces without sending anything; loopback under the rule."""
    if loopback_only():
        return [LOOPBACK]
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not is_loopback(ip.ip) and not ip.ip.startswith("169.254."):
                found.append(ip.ip)
    return found or [LOOPBACK]


# -- announcing and finding ----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Found:
    """A table announced on the local network."""
    name: str
    address: str
    port: int
    game: str
    title: str
    open_seats: int

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def service_info(name: str, port: int, addresses: list[str], game: str, title: str, open_seats: int) -> Any:
    """The zeroconf ServiceInfo a host registers (no network: it is only a record)."""
    from zeroconf import ServiceInfo

    return ServiceInfo(SERVICE, f"{name}.{SERVICE}", port=port,
                       addresses=[socket.inet_aton(a) for a in addresses],
                       properties={"v": str(VERSION), "game": game, "title": title, "open": str(open_seats)},
                       server=f"{socket.gethostname().split('.')[0] or 'parlour'}.local.")


def found_from(info: Any) -> Found | None:
    """A table from a ServiceInfo that was looked up, or None when it is not one we can join."""
    props = {k.decode(errors="replace"): (v or b"").decode(errors="replace") for k, v in info.properties.items()}
    addresses = info.parsed_addresses()
    if props.get("v") != str(VERSION) or not addresses or not info.port:
        return None
    try:
        open_seats = int(props.get("open", "0"))
    except ValueError:
        return None
    name = info.name[: -len(SERVICE) - 1] if info.name.endswith(SERVICE) else info.name
    return Found(name, addresses[0], info.port, props.get("game", ""), props.get("title", ""), open_seats)


class ZeroconfBackend:
    """The real mDNS library; made only where `lan_allowed()`, and its sockets opened only when
    something is announced or looked for."""

    def __init__(self) -> None:
        self.zc: Any = None
        self.browser: Any = None

    def _open(self) -> Any:
        if self.zc is None:
            from zeroconf import IPVersion, Zeroconf
            self.zc = Zeroconf(ip_version=IPVersion.V4Only)
        return self.zc

    def announce(self, info: Any) -> None:
        self._open().register_service(info, allow_name_change=True)

    def withdraw(self, info: Any) -> None:
        self._open().unregister_service(info)

    def browse(self, found: Callable[[Found], None], lost: Callable[[str], None]) -> None:
        from zeroconf import ServiceBrowser, ServiceStateChange

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            if state_change is ServiceStateChange.Removed:
                lost(name[: -len(SERVICE) - 1])
                return
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
            table = found_from(info) if info is not None else None
            if table is not None:
                found(table)

        self.browser = ServiceBrowser(self._open(), SERVICE, handlers=[changed])

    def close(self) -> None:
        if self.browser is not None:
            self.browser.cancel()
        if self.zc is not None:
            self.zc.close()


def default_backend() -> Any:
    """A zeroconf backend where the rule allows the local network, else None."""
    return ZeroconfBackend() if lan_allowed() else None


class Announcer:
    """Tells the local network about one hosted table, on a thread of its own (registering
    waits for the network's answer), until `stop()`."""

    def __init__(self, backend: Any) -> None:
        self.backend = backend
        self.info: Any = None
        self._lock = threading.Lock()

    def start(self, name: str, port: int, addresses: list[str], game: str, title: str, open_seats: int) -> None:
        info = service_info(name, port, addresses, game, title, open_seats)
        threading.Thread(target=self._announce, args=(info,), name="parlour-announce", daemon=True).start()

    def _announce(self, info: Any) -> None:
        with self._lock:
            try:
                self.backend.announce(info)
                self.info = info
            except Exception:       # the table still works by its address: say so in the log
                log.warning("the table could not be announced on the local network", exc_info=True)

    def stop(self) -> None:
        with self._lock:
            try:
                if self.info is not None:
                    self.backend.withdraw(self.info)
            except Exception:
                log.warning("the table's announcement could not be withdrawn", exc_info=True)
            finally:
                self.info = None
                self.backend.close()


class Finder:
    """The tables announced on the local network, as they come and go (the Join screen)."""

    def __init__(self, backend: Any, on_change: Callable[[], None] = lambda: None) -> None:
        self.backend = backend
        self.on_change = on_change
        self._tables: dict[str, Found] = {}
        self._lock = threading.Lock()

    def start(self) -> None:
        self.backend.browse(self._found, self._lost)

    def _found(self, table: Found) -> None:
        with self._lock:
            self._tables[table.name] = table
        self.on_change()

    def _lost(self, name: str) -> None:
        with self._lock:
            self._tables.pop(name, None)
        self.on_change()

    def tables(self) -> list[Found]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.title, t.name))

    def stop(self) -> None:
        self.backend.close()
