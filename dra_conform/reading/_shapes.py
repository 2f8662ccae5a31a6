"""Shape checkers generated ahead of time from the shipped schemas by tools/compile_shapes.py, one
module each: reading.shape.shipped_checker runs the code of one, with the names it calls, while
the schema file and the generator are the ones it was made from (see there). Do not edit; run
python tools/compile_shapes.py after changing a schema or reading/shape.py."""
# ruff: noqa
# mypy: ignore-errors

GENERATOR = (623587521, 21362)  # file_key of reading/shape.py, the generator
# shipped schema -> (file_key of the schema file, the module of reading/ with its checker)
CHECKERS = {
    'metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json': ((604524890, 13558), '_shapes_devicemetadata_v1alpha1'),
    'metadata.resource.k8s.io/v1beta1/DeviceMetadata.json': ((762069787, 13551), '_shapes_devicemetadata_v1beta1'),
    'resource.k8s.io/v1/ResourceSlice.json': ((2104323156, 22697), '_shapes_resourceslice_v1'),
    'resource.k8s.io/v1beta1/ResourceSlice.json': ((523905630, 23125), '_shapes_resourceslice_v1beta1'),
    'resource.k8s.io/v1beta2/ResourceSlice.json': ((226248152, 22857), '_shapes_resourceslice_v1beta2'),
}
