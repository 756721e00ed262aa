<?xml version="1.0" encoding="UTF-8"?>
<!-- spacing -1 with tilewidth 1: a cell pitch of 0 divided the atlas width by zero (SIGFPE) -->
<tileset version="1.10" name="t" tilewidth="1" tileheight="1" spacing="-1">
 <image source="terrain.png" width="64" height="32"/>
</tileset>
