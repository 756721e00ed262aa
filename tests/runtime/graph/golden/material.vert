// Scrollwork texture graph material: vertex stage.
VARYING vec3 swg_objectPosition;

void MAIN()
{
    swg_objectPosition = VERTEX;
}
