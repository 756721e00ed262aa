// How much of its light reaches a point (light.vert): a smooth fall-off to nothing at the
// range, from the centre (point, spot) or from the segment (line); a spot fades out across
// the edge of its cone. The batch's blending turns the amount into light (the surface's
// colour times 1 + it) or into darkness (times 1 - it).
VARYING vec2 vLocal;
VARYING vec4 vShape;
VARYING vec3 vColor;
VARYING float vHole;

void MAIN()
{
    float range = max(vShape.x, 0.0001);
    float halfLength = vShape.y;
    vec2 fromSegment = vec2(max(abs(vLocal.x) - halfLength, 0.0), vLocal.y);
    float d = clamp(length(fromSegment) / range, 0.0, 1.0);
    float amount = (1.0 - d * d) * (1.0 - d * d);
    if (vHole > 0.0)
        amount *= smoothstep(vHole * 0.8, vHole * 1.25, d);
    if (vShape.z > -1.5) {
        float c = dot(normalize(vLocal + vec2(0.00001, 0.0)), vec2(1.0, 0.0));
        amount *= smoothstep(vShape.z - 0.08, vShape.z + 0.02, c);
    }
    FRAGCOLOR = vec4(vColor * amount, 1.0);
}
