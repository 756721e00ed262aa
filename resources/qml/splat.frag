// A swarm splatted on the CPU (runtime/view/play/splat_layer.h), drawn through
// effect_particle.vert as one quad: the image holds premultiplied colour and the material
// blends (One, OneMinusSrcAlpha). Not dropped by alpha as a particle is: an additive
// particle adds its colour with no alpha at all. Empty pixels are dropped (nothing to blend).
VARYING vec2 vUV;
VARYING vec2 vCorner;
VARYING vec4 vColor;
VARYING float vShape;

void MAIN()
{
    vec4 c = texture(atlas, vUV);
    if (c.r + c.g + c.b + c.a < 0.002)
        discard;
    FRAGCOLOR = c;
}
