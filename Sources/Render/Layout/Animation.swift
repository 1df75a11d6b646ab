import FoundationEssentials
import Glibc

/// Time in seconds, injected so tests can stop the world half-way through an animation.
public protocol AnimationClock: AnyObject {
    var now: Double { get }
}

/// A clock that only moves when told to; for tests and for rendering a chosen frame.
public final class ManualClock: AnimationClock {
    public var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    public func advance(by seconds: Double) {
        now += seconds
    }
}

public enum Easing: Sendable, Equatable {
    case linear
    case easeInOut
    case easeOut

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - pow2(-2 * t + 2) / 2
        case .easeOut: return 1 - pow2(1 - t)
        }
    }

    private func pow2(_ x: Double) -> Double { x * x }
}

/// The phases of one animation: matched items move over `moveDuration`; appearing items
/// play their transition from `appearDelay` for `appearDuration` (2048 tiles slide, then the
/// new tile grows).
public struct AnimationTiming: Equatable, Sendable {
    public var moveDuration: Double
    public var appearDelay: Double
    public var appearDuration: Double
    public var easing: Easing

    public init(
        moveDuration: Double = 0.15, appearDelay: Double = 0, appearDuration: Double = 0.15, easing: Easing = .easeInOut
    ) {
        self.moveDuration = moveDuration
        self.appearDelay = appearDelay
        self.appearDuration = appearDuration
        self.easing = easing
    }

    public var total: Double { max(moveDuration, appearDelay + appearDuration) }

    public static let standard = AnimationTiming()
}

/// Interpolates between two display lists: items with the same identity move from their old
/// frame to their new one; new items enter with their transition; items that left fade out,
/// or slide into the item that absorbs them. Untagged items are shown as in the new list.
public struct DisplayListTransition {
    public let from: DisplayList
    public let to: DisplayList
    public let timing: AnimationTiming

    private let oldByIdentity: [ItemIdentity: DisplayItem]
    private let newIdentities: Set<ItemIdentity>
    /// For an absorbed key, the group frame of the item that absorbs it.
    private let absorberFrame: [AnyHashable: Rect]

    public init(from: DisplayList, to: DisplayList, timing: AnimationTiming) {
        self.from = from
        self.to = to
        self.timing = timing
        var old: [ItemIdentity: DisplayItem] = [:]
        for item in from.items {
            if let identity = item.identity { old[identity] = item }
        }
        oldByIdentity = old
        newIdentities = Set(to.items.compactMap(\.identity))
        var absorbers: [AnyHashable: Rect] = [:]
        for item in to.items where !item.absorbs.isEmpty {
            for key in item.absorbs { absorbers[key] = item.groupFrame ?? item.frame }
        }
        absorberFrame = absorbers
    }

    public func isFinished(at elapsed: Double) -> Bool { elapsed >= timing.total }

    /// The display list `elapsed` seconds after the change.
    public func list(at elapsed: Double) -> DisplayList {
        if isFinished(at: elapsed) { return to }
        let move = timing.easing(timing.moveDuration > 0 ? elapsed / timing.moveDuration : 1)
        let appearRaw = timing.appearDuration > 0 ? (elapsed - timing.appearDelay) / timing.appearDuration : 1
        let appear = min(1, max(0, appearRaw))
        var items: [DisplayItem] = []
        items.reserveCapacity(to.items.count)
        // Leaving items are painted first, under everything that stays.
        for item in from.items {
            guard let identity = item.identity, !newIdentities.contains(identity) else { continue }
            var leaving = item
            if let target = absorberFrame[identity.key] {
                guard move < 1 else { continue }
                let group = item.groupFrame ?? item.frame
                let dx = (target.midX - group.midX) * move
                let dy = (target.midY - group.midY) * move
                leaving.frame = item.frame.offsetBy(dx: dx, dy: dy)
                leaving.groupFrame = group.offsetBy(dx: dx, dy: dy)
            } else {
                let t = 1 - move
                switch item.transition {
                case .identity: continue
                case .opacity: leaving.opacity *= t
                case .flash: continue
                case .scale, .pop:
                    leaving.scale *= t
                    leaving.opacity *= t
                }
            }
            items.append(leaving)
        }
        for item in to.items {
            guard let identity = item.identity else {
                items.append(item)
                continue
            }
            var current = item
            if let old = oldByIdentity[identity] {
                current.frame = interpolate(old.frame, item.frame, move)
                if let a = old.groupFrame, let b = item.groupFrame { current.groupFrame = interpolate(a, b, move) }
                current.opacity = old.opacity + (item.opacity - old.opacity) * move
                current.scale = old.scale + (item.scale - old.scale) * move
            } else {
                switch item.transition {
                case .identity: break
                case .opacity: current.opacity *= appear
                case .scale:
                    current.scale *= timing.easing(appear)
                    if appear <= 0 { continue }
                case .pop:
                    if appearRaw < 0 { continue }
                    current.scale *= 1 + 0.2 * sin(appear * Double.pi)
                case .flash:
                    if appearRaw < 0 { continue }
                    current.opacity = max(current.opacity, sin(appear * Double.pi))
                }
            }
            items.append(current)
        }
        return DisplayList(size: to.size, items: items, tapRegions: to.tapRegions)
    }

    private func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(
            x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}

/// Holds what is on screen and the running transition; the event loop asks it whether to keep
/// drawing. Setting a new list mid-animation starts from what is shown now, so no input is lost.
public final class Animator {
    public let clock: any AnimationClock
    public private(set) var transition: DisplayListTransition?
    private var start: Double = 0
    public private(set) var target: DisplayList?
    public var enabled = true

    public init(clock: any AnimationClock) {
        self.clock = clock
    }

    /// Shows `list`, animating from what is shown now when `timing` is given.
    public func show(_ list: DisplayList, timing: AnimationTiming?) {
        if let timing, enabled, let current = currentList(), current.size == list.size {
            transition = DisplayListTransition(from: settled(current), to: list, timing: timing)
            start = clock.now
        } else {
            transition = nil
        }
        target = list
    }

    /// Replaces the list the running animation ends on without restarting it (the pointer moved
    /// onto another button mid-slide): the change shows when the animation settles.
    public func retarget(_ list: DisplayList) {
        guard transition != nil else { return show(list, timing: nil) }
        target = list
    }

    /// Jumps to the end of the running animation.
    public func finish() {
        transition = nil
    }

    public var isAnimating: Bool {
        guard let transition else { return false }
        return !transition.isFinished(at: clock.now - start)
    }

    /// What to draw now.
    public func currentList() -> DisplayList? {
        guard let transition else { return target }
        let elapsed = clock.now - start
        if transition.isFinished(at: elapsed) {
            self.transition = nil
            return target
        }
        return transition.list(at: elapsed)
    }

    /// A mid-animation list with its transient (absorbed, leaving) items dropped, so that a new
    /// animation starts from the visible positions of the items that remain.
    private func settled(_ list: DisplayList) -> DisplayList {
        guard let target else { return list }
        let keep = Set(target.items.compactMap(\.identity))
        var copy = list
        copy.items.removeAll { item in item.identity.map { !keep.contains($0) } ?? false }
        return copy
    }
}
