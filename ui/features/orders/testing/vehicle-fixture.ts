// The vehicle fixture is shared (the worksheet's tests use it too); this path stays for the tests that name it.
export { aVehicle } from '../../../shared/testing/vehicle-fixture';
