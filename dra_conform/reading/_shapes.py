"""Shape checkers generated ahead of time from the shipped schemas by tools/compile_shapes.py, one
module each: reading.shape.shipped_checker runs the code of one, with the names it calls, while
the schema file and the generator are the ones it was made from (see there). Do not edit; run
python tools/compile_shapes.py after changing a schema or reading/shape.py."""
# ruff: noqa
# mypy: ignore-errors

GENERATOR = (4053737945, 28822)  # file_key of reading/shape.py, the generator
# shipped schema -> (file_key of the schema file, the module of reading/ with its checker)
CHECKERS = {
    'metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json': ((1366576029, 13560), '_shapes_devicemetadata_v1alpha1'),
    'metadata.resource.k8s.io/v1beta1/DeviceMetadata.json': ((1269779957, 13553), '_shapes_devicemetadata_v1beta1'),
    'resource.k8s.io/v1/DeviceClass.json': ((1612971010, 6499), '_shapes_deviceclass_v1'),
    'resource.k8s.io/v1/DeviceTaintRule.json': ((594077728, 7148), '_shapes_devicetaintrule_v1'),
    'resource.k8s.io/v1/ResourceClaim.json': ((276715285, 20381), '_shapes_resourceclaim_v1'),
    'resource.k8s.io/v1/ResourceClaimTemplate.json': ((3012858671, 12541), '_shapes_resourceclaimtemplate_v1'),
    'resource.k8s.io/v1/ResourceSlice.json': ((2513175108, 23491), '_shapes_resourceslice_v1'),
    'resource.k8s.io/v1alpha3/DeviceTaintRule.json': ((344048992, 7687), '_shapes_devicetaintrule_v1alpha3'),
    'resource.k8s.io/v1alpha3/ResourcePoolStatusRequest.json': ((2907344726, 10410), '_shapes_resourcepoolstatusrequest_v1alpha3'),
    'resource.k8s.io/v1beta1/DeviceClass.json': ((335146632, 6569), '_shapes_deviceclass_v1beta1'),
    'resource.k8s.io/v1beta1/ResourceClaim.json': ((2903172926, 20360), '_shapes_resourceclaim_v1beta1'),
    'resource.k8s.io/v1beta1/ResourceClaimTemplate.json': ((2860663116, 12440), '_shapes_resourceclaimtemplate_v1beta1'),
    'resource.k8s.io/v1beta1/ResourceSlice.json': ((3931457764, 23946), '_shapes_resourceslice_v1beta1'),
    'resource.k8s.io/v1beta2/DeviceClass.json': ((1319824291, 6569), '_shapes_deviceclass_v1beta2'),
    'resource.k8s.io/v1beta2/DeviceTaintRule.json': ((416493407, 7208), '_shapes_devicetaintrule_v1beta2'),
    'resource.k8s.io/v1beta2/ResourceClaim.json': ((1948889266, 20641), '_shapes_resourceclaim_v1beta2'),
    'resource.k8s.io/v1beta2/ResourceClaimTemplate.json': ((1842342267, 12721), '_shapes_resourceclaimtemplate_v1beta2'),
    'resource.k8s.io/v1beta2/ResourceSlice.json': ((497322647, 23651), '_shapes_resourceslice_v1beta2'),
}
