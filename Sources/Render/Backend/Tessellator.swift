import Foundation

/// One vertex of triangle geometry in pixels, with straight alpha; the backend copies these
/// into `SDL_Vertex`.
public struct MeshVertex: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var color: Color

    public init(x: Float, y: Float, color: Color) {
        self.x = x
        self.y = y
        self.color = color
    }
}

/// Triangles to draw: vertices plus indices, three per triangle.
public struct Mesh: Sendable {
    public var vertices: [MeshVertex] = []
    public var indices: [Int32] = []

    public init() {}

    public var isEmpty: Bool { indices.isEmpty }

    mutating func addFan(center: MeshVertex, ring: [MeshVertex]) {
        guard ring.count >= 3 else { return }
        let c = Int32(vertices.count)
        vertices.append(center)
        vertices.append(contentsOf: ring)
        let n = Int32(ring.count)
        for i in 0..<n {
            // Closing reuses the first rim vertex: a recomputed one leaves a crack.
            indices.append(contentsOf: [c, c + 1 + i, c + 1 + (i + 1) % n])
        }
    }

    /// A closed band between two rings with the same vertex count.
    mutating func addBand(inner: [MeshVertex], outer: [MeshVertex]) {
        guard inner.count == outer.count, inner.count >= 2 else { return }
        let base = Int32(vertices.count)
        vertices.append(contentsOf: inner)
        vertices.append(contentsOf: outer)
        let n = Int32(inner.count)
        // All first halves of the quads, then all second halves: SDL's software renderer turns
        // a consecutive pair of triangles that forms an axis-aligned quad into a rounded
        // rectangle fill, which leaves a one-pixel seam beside its neighbours.
        for i in 0..<n {
            indices.append(contentsOf: [base + i, base + n + i, base + (i + 1) % n])
        }
        for i in 0..<n {
            let j = (i + 1) % n
            indices.append(contentsOf: [base + j, base + n + i, base + n + j])
        }
    }
}

/// Turns shapes into anti-aliased triangle meshes: each outline is a ring of points with
/// outward normals; the solid part stops half a pixel inside the edge and a feather band fades
/// to transparent half a pixel outside it, so edges are smooth on any renderer.
public enum Tessellator {
    struct Contour {
        var points: [(x: Double, y: Double)]
        var normals: [(x: Double, y: Double)]

        func offset(_ distance: Double, color: Color) -> [MeshVertex] {
            zip(points, normals).map { p, n in
                MeshVertex(x: Float(p.x + n.x * distance), y: Float(p.y + n.y * distance), color: color)
            }
        }
    }

    /// Corner arcs of a rounded rect in pixels; every shape but the line is one of these.
    static func segments(forRadius r: Double) -> Int { max(3, min(48, Int((r * 0.9).rounded(.up)) + 2)) }

    /// Points along each straight edge between corners, every 256 pixels: very long, very thin
    /// triangles lose precision in the software rasteriser's fixed-point edges, while every extra
    /// triangle costs a temporary surface there, so edges are split only on huge shapes.
    static func edgeSteps(for rect: Rect) -> (horizontal: Int, vertical: Int) {
        (max(0, Int(rect.width / 256)), max(0, Int(rect.height / 256)))
    }

    /// `segments` points per corner and `steps` extra points per edge; a stroke passes the outer
    /// counts to its inner edge so the two rings can be joined.
    static func roundedRect(
        _ rect: Rect, radius: Double, segments: Int? = nil, steps: (horizontal: Int, vertical: Int)? = nil
    ) -> Contour {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let segments = segments ?? Self.segments(forRadius: r)
        let steps = steps ?? edgeSteps(for: rect)
        var points: [(x: Double, y: Double)] = []
        var normals: [(x: Double, y: Double)] = []
        points.reserveCapacity(segments * 4 + 2 * (steps.horizontal + steps.vertical))
        normals.reserveCapacity(points.capacity)
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (rect.maxX - r, rect.minY + r, -Double.pi / 2),
            (rect.maxX - r, rect.maxY - r, 0),
            (rect.minX + r, rect.maxY - r, Double.pi / 2),
            (rect.minX + r, rect.minY + r, Double.pi),
        ]
        for (index, corner) in corners.enumerated() {
            for step in 0..<segments {
                let angle = corner.start + Double.pi / 2 * Double(step) / Double(segments - 1)
                let n = (x: cos(angle), y: sin(angle))
                normals.append(n)
                points.append((corner.cx + r * n.x, corner.cy + r * n.y))
            }
            // The straight edge from this corner's end to the next corner's start.
            let next = corners[(index + 1) % 4]
            let end = corner.start + Double.pi / 2
            let n = (x: cos(end), y: sin(end))
            let from = (x: corner.cx + r * n.x, y: corner.cy + r * n.y)
            let to = (x: next.cx + r * n.x, y: next.cy + r * n.y)
            let count = index % 2 == 0 ? steps.vertical : steps.horizontal
            for step in 0..<count {
                let t = Double(step + 1) / Double(count + 1)
                normals.append(n)
                points.append((from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t))
            }
        }
        return Contour(points: points, normals: normals)
    }

    /// A segment with round caps, `width` thick.
    static func capsuleSegment(from a: Point, to b: Point, width: Double) -> Contour {
        let r = width / 2
        let angle = atan2(b.y - a.y, b.x - a.x)
        let segments = max(4, min(32, Int(r) + 4))
        var points: [(x: Double, y: Double)] = []
        var normals: [(x: Double, y: Double)] = []
        for (center, start) in [(b, angle - Double.pi / 2), (a, angle + Double.pi / 2)] {
            for step in 0...segments {
                let theta = start + Double.pi * Double(step) / Double(segments)
                let n = (x: cos(theta), y: sin(theta))
                normals.append(n)
                points.append((center.x + r * n.x, center.y + r * n.y))
            }
        }
        return Contour(points: points, normals: normals)
    }

    static func contour(_ kind: ShapeKind, _ rect: Rect, scale: Double) -> Contour {
        switch kind {
        case .rectangle: roundedRect(rect, radius: 0)
        case .roundedRectangle(let radius): roundedRect(rect, radius: radius * scale)
        case .circle, .capsule: roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .line(let from, let to): capsuleSegment(from: from.point(in: rect), to: to.point(in: rect), width: scale)
        }
    }

    /// A filled shape. `rect` is in pixels; `scale` converts point-valued radii.
    public static func fill(_ kind: ShapeKind, in rect: Rect, color: Color, scale: Double) -> Mesh {
        var mesh = Mesh()
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return mesh }
        let contour = contour(kind, rect, scale: scale)
        let inset = min(0.5, min(rect.width, rect.height) / 4)
        let solid = contour.offset(-inset, color: color)
        mesh.addFan(center: MeshVertex(x: Float(rect.midX), y: Float(rect.midY), color: color), ring: solid)
        mesh.addBand(inner: solid, outer: contour.offset(0.5, color: color.opacity(0)))
        return mesh
    }

    /// The corner radius, in pixels, of a shape's outline (0 for a plain rectangle).
    static func cornerRadius(_ kind: ShapeKind, _ rect: Rect, scale: Double) -> Double? {
        switch kind {
        case .rectangle: 0
        case .roundedRectangle(let radius): max(0, min(radius * scale, rect.width / 2, rect.height / 2))
        case .circle, .capsule: min(rect.width, rect.height) / 2
        case .line: nil
        }
    }

    /// Whole-pixel rectangles covering the shape's interior at least `inset` pixels inside its
    /// edge. Filling these with plain rectangles is two orders of magnitude cheaper in SDL's
    /// software renderer than the same area as blended triangles.
    public static func interiorSpans(_ kind: ShapeKind, in rect: Rect, scale: Double, inset: Double) -> [Rect] {
        guard let radius = cornerRadius(kind, rect, scale: scale) else { return [] }
        let x0 = rect.minX + inset
        let x1 = rect.maxX - inset
        let y0 = rect.minY + inset
        let y1 = rect.maxY - inset
        guard x1 > x0, y1 > y0 else { return [] }
        let r = max(0, min(radius - inset, (x1 - x0) / 2, (y1 - y0) / 2))
        func indent(_ y: Double) -> Double {
            let d: Double
            if y < y0 + r {
                d = y0 + r - y
            } else if y > y1 - r {
                d = y - (y1 - r)
            } else {
                return 0
            }
            return r - (max(0, r * r - d * d)).squareRoot()
        }
        var spans: [Rect] = []
        var row = y0.rounded(.up)
        while row + 1 <= y1 {
            // The narrower of the pixel row's top and bottom edges bounds the whole row.
            let dx = max(indent(row), indent(row + 1))
            let left = (x0 + dx).rounded(.up)
            let right = (x1 - dx).rounded(.down)
            if right > left {
                if let last = spans.last, last.minX == left, last.maxX == right, last.maxY == row {
                    spans[spans.count - 1].size.height += 1
                } else {
                    spans.append(Rect(x: left, y: row, width: right - left, height: 1))
                }
            }
            row += 1
        }
        return spans
    }

    /// The edge of an opaque fill whose interior is drawn as `interiorSpans(inset: 1)`: solid
    /// from 2.5 pixels inside (overlapping the spans) to half a pixel inside, then the feather.
    public static func edgeBand(_ kind: ShapeKind, in rect: Rect, color: Color, scale: Double) -> Mesh {
        var mesh = Mesh()
        let contour = contour(kind, rect, scale: scale)
        let deep = contour.offset(-2.5, color: color)
        let solid = contour.offset(-0.5, color: color)
        mesh.addBand(inner: deep, outer: solid)
        mesh.addBand(inner: solid, outer: contour.offset(0.5, color: color.opacity(0)))
        return mesh
    }

    /// An outline `lineWidth` pixels wide inside the shape's edge (a line: the segment itself).
    public static func stroke(_ kind: ShapeKind, in rect: Rect, color: Color, lineWidth: Double, scale: Double) -> Mesh
    {
        if case .line(let from, let to) = kind {
            var mesh = Mesh()
            let contour = capsuleSegment(from: from.point(in: rect), to: to.point(in: rect), width: lineWidth)
            let solid = contour.offset(-0.5, color: color)
            let a = from.point(in: rect)
            let b = to.point(in: rect)
            let center = MeshVertex(x: Float((a.x + b.x) / 2), y: Float((a.y + b.y) / 2), color: color)
            mesh.addFan(center: center, ring: solid)
            mesh.addBand(inner: solid, outer: contour.offset(0.5, color: color.opacity(0)))
            return mesh
        }
        var mesh = Mesh()
        guard rect.width > 0, rect.height > 0, lineWidth > 0 else { return mesh }
        let outer = contour(kind, rect, scale: scale)
        let width = min(lineWidth, min(rect.width, rect.height) / 2)
        let innerRect = rect.insetBy(dx: width, dy: width)
        let outerRadius: Double =
            switch kind {
            case .roundedRectangle(let radius): radius * scale
            case .circle, .capsule: min(rect.width, rect.height) / 2
            default: 0
            }
        let clampedRadius = max(0, min(outerRadius, rect.width / 2, rect.height / 2))
        let inner = roundedRect(
            innerRect, radius: max(0, clampedRadius - width), segments: segments(forRadius: clampedRadius),
            steps: edgeSteps(for: rect))
        let clear = color.opacity(0)
        let half = min(0.5, width / 2)
        mesh.addBand(inner: outer.offset(-half, color: color), outer: outer.offset(0.5, color: clear))
        mesh.addBand(inner: inner.offset(half, color: color), outer: outer.offset(-half, color: color))
        mesh.addBand(inner: inner.offset(-0.5, color: clear), outer: inner.offset(half, color: color))
        return mesh
    }

    /// A halo from the edge outwards, fading with a smooth (quadratic) falloff over `radius`.
    public static func glow(_ kind: ShapeKind, in rect: Rect, color: Color, radius: Double) -> Mesh {
        var mesh = Mesh()
        guard radius > 0 else { return mesh }
        let contour = contour(kind, rect, scale: 1)
        let steps = 6
        var previous = contour.offset(-1, color: color)
        mesh.addFan(center: MeshVertex(x: Float(rect.midX), y: Float(rect.midY), color: color), ring: previous)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let fade = (1 - t) * (1 - t)
            let ring = contour.offset(radius * t, color: color.opacity(fade))
            mesh.addBand(inner: previous, outer: ring)
            previous = ring
        }
        return mesh
    }
}
