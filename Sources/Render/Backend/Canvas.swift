import CSDL

/// A texture owned by Swift; destroyed when released.
final class Texture {
    let pointer: OpaquePointer
    let width: Int32
    let height: Int32

    init(pointer: OpaquePointer, width: Int32, height: Int32) {
        self.pointer = pointer
        self.width = width
        self.height = height
    }

    deinit {
        SDL_DestroyTexture(pointer)
    }
}

/// Draws display lists into an `SDL_Renderer`: shapes as anti-aliased triangle geometry, text as
/// cached glyph-run textures (white, tinted per draw, so one texture serves every colour).
/// Layout is in points; `scale` converts to the renderer's pixels (HiDPI and 2× snapshots).
public final class Canvas {
    let renderer: OpaquePointer
    let fonts: FontLibrary
    public var scale: Double
    private var textCache: [TextKey: CachedText] = [:]
    private var frameNumber = 0
    private var vertexBuffer: [SDL_Vertex] = []
    private var spanBuffer: [SDL_Rect] = []

    private struct TextKey: Hashable {
        let text: String
        let bold: Bool
        let pixelSize: Int32
    }

    private struct CachedText {
        let texture: Texture
        var lastUsed: Int
    }

    /// `renderer` must outlive the canvas (its owner keeps both).
    public init(renderer: OpaquePointer, fonts: FontLibrary, scale: Double) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Number of text textures held; a test and the benchmark watch it stay bounded.
    public var cachedTextCount: Int { textCache.count }

    /// Clears to `background` and paints every item in order.
    public func draw(_ list: DisplayList, background: Color) {
        frameNumber += 1
        let b = background.bytes
        SDL_SetRenderDrawColor(renderer, b.r, b.g, b.b, b.a)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderClear(renderer)
        var currentClip: Rect?
        for item in list.items where item.opacity > 0.001 && item.scale > 0.001 {
            if item.clip != currentClip {
                currentClip = item.clip
                if let clip = item.clip {
                    var rect = pixelRect(clip)
                    SDL_RenderSetClipRect(renderer, &rect)
                } else {
                    SDL_RenderSetClipRect(renderer, nil)
                }
            }
            draw(item)
        }
        SDL_RenderSetClipRect(renderer, nil)
        evictStaleText()
    }

    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x = (rect.minX * scale).rounded(.down)
        let y = (rect.minY * scale).rounded(.down)
        return SDL_Rect(
            x: Int32(x), y: Int32(y),
            w: Int32((rect.maxX * scale).rounded(.up) - x), h: Int32((rect.maxY * scale).rounded(.up) - y))
    }

    private func draw(_ item: DisplayItem) {
        let frame = item.paintedFrame
        let pixels = Rect(
            x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        let shapeScale = scale * item.scale
        switch item.command {
        case .fill(let kind, let color):
            let color = color.opacity(item.opacity)
            if kind == .rectangle, isPixelAligned(pixels) {
                fillAlignedRect(pixels, color: color)
            } else if color.alpha >= 0.999, min(pixels.width, pixels.height) >= 8,
                Tessellator.cornerRadius(kind, pixels, scale: shapeScale) != nil
            {
                fillOpaque(kind, in: pixels, color: color, scale: shapeScale)
            } else {
                submit(Tessellator.fill(kind, in: pixels, color: color, scale: shapeScale))
            }
        case .stroke(let kind, let color, let lineWidth):
            submit(
                Tessellator.stroke(
                    kind, in: pixels, color: color.opacity(item.opacity), lineWidth: lineWidth * shapeScale,
                    scale: shapeScale))
        case .glow(let kind, let color, let radius):
            submit(Tessellator.glow(kind, in: pixels, color: color.opacity(item.opacity), radius: radius * shapeScale))
        case .text(let string, let font, let color):
            drawText(string, font: font, color: color.opacity(item.opacity), in: pixels, itemScale: item.scale)
        }
    }

    private func isPixelAligned(_ rect: Rect) -> Bool {
        rect.minX == rect.minX.rounded() && rect.minY == rect.minY.rounded() && rect.maxX == rect.maxX.rounded()
            && rect.maxY == rect.maxY.rounded()
    }

    private func fillAlignedRect(_ rect: Rect, color: Color) {
        let c = color.bytes
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        var sdlRect = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderFillRect(renderer, &sdlRect)
    }

    /// An opaque shape: its interior as whole-pixel rectangles without blending, and only the
    /// thin anti-aliased edge as blended triangles (the software renderer's slow path).
    private func fillOpaque(_ kind: ShapeKind, in pixels: Rect, color: Color, scale: Double) {
        let spans = Tessellator.interiorSpans(kind, in: pixels, scale: scale, inset: 1)
        if !spans.isEmpty {
            spanBuffer.removeAll(keepingCapacity: true)
            for span in spans {
                spanBuffer.append(
                    SDL_Rect(x: Int32(span.minX), y: Int32(span.minY), w: Int32(span.width), h: Int32(span.height)))
            }
            let c = color.bytes
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            _ = spanBuffer.withUnsafeBufferPointer { SDL_RenderFillRects(renderer, $0.baseAddress, Int32($0.count)) }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        }
        submit(Tessellator.edgeBand(kind, in: pixels, color: color, scale: scale))
    }

    private func submit(_ mesh: Mesh) {
        guard !mesh.isEmpty else { return }
        vertexBuffer.removeAll(keepingCapacity: true)
        for vertex in mesh.vertices {
            let c = vertex.color.bytes
            vertexBuffer.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: vertex.x, y: vertex.y), color: SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a),
                    tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        mesh.indices.withUnsafeBufferPointer { indices in
            vertexBuffer.withUnsafeBufferPointer { vertices in
                _ = SDL_RenderGeometry(
                    renderer, nil, vertices.baseAddress, Int32(vertices.count), indices.baseAddress,
                    Int32(indices.count))
            }
        }
    }

    private func drawText(_ string: String, font: Font, color: Color, in pixels: Rect, itemScale: Double) {
        guard !string.isEmpty, let texture = textTexture(string, font: font) else { return }
        let c = color.bytes
        SDL_SetTextureColorMod(texture.pointer, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(texture.pointer, c.a)
        let width = Double(texture.width) * itemScale
        let height = Double(texture.height) * itemScale
        var x = pixels.midX - width / 2
        var y = pixels.midY - height / 2
        if itemScale == 1 {
            x = x.rounded()
            y = y.rounded()
        }
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderCopyF(renderer, texture.pointer, nil, &destination)
    }

    private func textTexture(_ string: String, font: Font) -> Texture? {
        let key = TextKey(
            text: string, bold: font.weight == .bold, pixelSize: FontLibrary.pixelSize(font, scale: scale))
        if var cached = textCache[key] {
            cached.lastUsed = frameNumber
            textCache[key] = cached
            return cached.texture
        }
        guard let ttf = try? fonts.font(bold: key.bold, pixelSize: key.pixelSize),
            let surface = TTF_RenderUTF8_Blended(ttf.pointer, string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let pointer = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        let texture = Texture(pointer: pointer, width: surface.pointee.w, height: surface.pointee.h)
        textCache[key] = CachedText(texture: texture, lastUsed: frameNumber)
        return texture
    }

    /// Drops text not drawn for a while, so a long session (timers, scores) cannot grow the cache.
    private func evictStaleText() {
        guard textCache.count > 512 else { return }
        textCache = textCache.filter { frameNumber - $0.value.lastUsed < 2 }
    }
}
